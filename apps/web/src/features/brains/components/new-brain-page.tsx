import { CreateBrainRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useCreateBrain } from '../api/create-brain';
import { brainErrorText } from '../lib/brain-errors';
import { BrainFields } from './brain-fields';
import { SignedOutState } from './signed-out-state';

const LIST_PATH = '/dashboard/brains';

function NewBrainForm({ userId }: { userId: string }) {
  const { t } = useTranslation('brains');
  const navigate = useNavigate();
  const create = useCreateBrain(userId);
  const form = useZodForm(CreateBrainRequest, {
    defaultValues: { name: '', description: '', type: 'personal', visibility: 'private' },
  });
  return (
    <Form
      form={form}
      ns="brains"
      className="mt-6 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (brain) => {
            toast.success(t('toasts.created'), { title: brain.name });
            void navigate(`${LIST_PATH}/${brain.id}`);
          },
        })
      }
    >
      <BrainFields />
      {create.isError ? <FormAlert>{brainErrorText(create.error, t)}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={create.isPending} pendingLabel={t('create.submitting')}>
          {t('create.submit')}
        </SubmitButton>
        <ButtonLink to={LIST_PATH} variant="secondary">
          {t('cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}

/** /dashboard/brains/new: name, description, type and visibility; then the new brain's page. */
export default function NewBrainPage() {
  const { t } = useTranslation('brains');
  const { user } = useSession();
  const title = t('pages.dashboardBrainNew', { ns: 'common' });
  return (
    <div className="mx-auto max-w-3xl" data-testid="new-brain-page">
      <PageMeta title={title} description={t('create.intro')} />
      <Link
        to={LIST_PATH}
        className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{t('create.intro')}</p>
      {user ? <NewBrainForm key={user.id} userId={user.id} /> : <SignedOutState />}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
