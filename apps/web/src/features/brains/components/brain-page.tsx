import { BrainSummary, type BrainDetail } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { toast, Toaster } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { forgetBrain, useDeleteBrain } from '../api/delete-brain';
import { useBrain } from '../api/get-brain';
import { personName } from '../lib/person-name';
import { brainErrorText, isBrainMissing } from '../lib/brain-errors';
import { canChangeSources, canManage } from '../lib/brain-roles';
import { formatBytes } from '../lib/format-bytes';
import { RoleBadge, TypeBadge, VisibilityBadge } from './brain-badges';
import { BrainSearch } from './brain-search';
import { BrainSkeleton } from './brains-skeleton';
import { EditBrainDialog } from './edit-brain-dialog';
import { SharingPanel } from './sharing-panel';
import { SignedOutState } from './signed-out-state';
import { SourcesList } from './sources-list';
import { StatusBadge } from './status-badge';
import { UploadPanel } from './upload-panel';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Detail } from '@/components/ui/detail';

const LIST_PATH = '/dashboard/brains';

function BrainView({ brain, userId }: { brain: BrainDetail; userId: string }) {
  const { t } = useTranslation('brains');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteBrain(userId);
  const owner = canManage(brain.myRole);
  const editable = canChangeSources(brain.myRole);

  const onDelete = () => {
    setDeleting(false);
    remove.mutate(brain.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'), { title: brain.name });
        void navigate(LIST_PATH);
        forgetBrain(queryClient, userId, brain.id);
      },
      onError: (error) => toast.error(brainErrorText(error, t), { title: brain.name }),
    });
  };

  return (
    <>
      <PageMeta title={brain.name} description={brain.description || undefined} />
      <header className="flex flex-col gap-3" data-testid="brain-header">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {brain.name}
          </h1>
          {owner ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="h-4 w-4" />
                {t('edit.open')}
              </Button>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="h-4 w-4" />
                {t('delete.open')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={brain.status} failed={brain.failedSources} testId="brain-status" />
          <TypeBadge type={brain.type} />
          <VisibilityBadge visibility={brain.visibility} />
          {owner ? null : <RoleBadge role={brain.myRole} />}
        </div>
        {brain.description ? (
          <p className="max-w-3xl whitespace-pre-line text-ink-muted">{brain.description}</p>
        ) : null}
        <dl className="mt-2 grid grid-cols-2 gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-4">
          <Detail term={t('detail.owner')}>
            {owner ? t('detail.you') : personName(brain.owner)}
            {!owner && brain.owner.email && brain.owner.email !== personName(brain.owner) ? (
              <span className="block text-xs break-all text-ink-muted">{brain.owner.email}</span>
            ) : null}
          </Detail>
          <Detail term={t('detail.role')}>{t(`roles.${brain.myRole}`)}</Detail>
          <Detail term={t('detail.sources')}>
            {t('list.sources', { count: brain.sources.length })}
          </Detail>
          <Detail term={t('detail.size')}>
            {t('detail.sizeOf', {
              size: formatBytes(brain.sizeBytes, lang),
              max: formatBytes(brain.limits.brainMaxBytes, lang),
            })}
          </Detail>
          <Detail term={t('detail.created')}>{formatDate(brain.createdAt, lang)}</Detail>
        </dl>
        {editable ? null : (
          <p
            className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink-muted"
            data-testid="read-only-note"
          >
            {t('refusals.readOnly')}
          </p>
        )}
      </header>

      <div className="mt-6 flex flex-col gap-6">
        <SourcesList brain={brain} userId={userId} />
        {editable ? <UploadPanel brain={brain} userId={userId} /> : null}
        <BrainSearch brainId={brain.id} userId={userId} />
        {owner ? (
          <SharingPanel brain={brain} userId={userId} onEdit={() => setEditing(true)} />
        ) : null}
      </div>

      {owner ? (
        <>
          <EditBrainDialog brain={brain} userId={userId} open={editing} onOpenChange={setEditing} />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t('delete.title', { name: brain.name })}
            text={t('delete.text')}
            cancel={{ label: t('cancel') }}
            confirm={{ label: t('delete.confirm') }}
            onConfirm={onDelete}
            testId="delete-brain-dialog"
          />
        </>
      ) : null}
    </>
  );
}

function BrainLoader({ userId, brainId }: { userId: string; brainId: string }) {
  const { t } = useTranslation('brains');
  const query = useBrain(userId, brainId);
  // A brain that disappears for this reader (deleted, no longer shared) while open is not found too.
  if (query.isError && isBrainMissing(query.error))
    return <NotFoundState namespace="brains" testId="brain-not-found" backTo={LIST_PATH} />;
  if (query.data === undefined) {
    if (!query.isError) return <BrainSkeleton />;
    return (
      <div data-testid="brain-error">
        <PageMeta title={t('pages.dashboardBrain', { ns: 'common' })} />
        <StateMessage
          headingLevel={1}
          tone="error"
          title={t('detail.loadError')}
          text={brainErrorText(query.error, t)}
        >
          <Button disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </StateMessage>
      </div>
    );
  }
  return <BrainView brain={query.data} userId={userId} />;
}

/**
 * /dashboard/brains/:id: the brain's details, its sources (live while they are read), adding
 * sources, search, sharing, editing and deleting; each shown only to those the BFF allows.
 */
export default function BrainPage() {
  const { t } = useTranslation('brains');
  const { id = '' } = useParams();
  const { user } = useSession();
  const valid = BrainSummary.shape.id.safeParse(id).success;
  return (
    <div className="mx-auto max-w-4xl" data-testid="brain-page">
      <Link
        to={LIST_PATH}
        className="mb-3 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      {!user ? (
        <SignedOutState />
      ) : !valid ? (
        <NotFoundState namespace="brains" testId="brain-not-found" backTo={LIST_PATH} />
      ) : (
        <BrainLoader key={`${user.id}:${id}`} userId={user.id} brainId={id} />
      )}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
