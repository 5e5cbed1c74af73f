import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/form/form';
import { SubmitButton } from '@/components/form/form-status';
import { EmailField } from '@/components/form/text-field';
import { useLang } from '@/lib/use-lang';
import { useRequestEmailChange } from '../api/request-email-change';
import { emailChangeForm } from '../lib/forms';
import { FormFeedback } from './form-feedback';
import { ProfileFormCard } from './profile-form-card';

/** "Change e-mail address": a confirmation link goes to the new address (POST /api/auth/email-change). */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(emailChangeForm, { defaultValues: { newEmail: '' } });

  const submit = ({ newEmail }: { newEmail: string }) => {
    setSentTo(null);
    request.mutate(
      { newEmail, locale: lang },
      {
        onSuccess: () => {
          setSentTo(form.getValues('newEmail').trim());
          form.reset();
        },
      },
    );
  };

  return (
    <ProfileFormCard
      form={form}
      onSubmit={submit}
      title={t('email.title')}
      testId="email-change-form"
      intro={
        <>
          <p className="mt-1 text-sm text-ink-muted">
            {t('email.current')}{' '}
            <span className="font-medium break-all text-ink">{currentEmail}</span>
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('email.intro')}</p>
        </>
      }
    >
      <EmailField
        name="newEmail"
        label={t('email.label')}
        onChange={() => {
          // A new address makes the last answer old news.
          if (!request.isIdle) request.reset();
        }}
      />
      <div className="space-y-3">
        <FormFeedback
          success={sentTo ? t('email.sent', { email: sentTo }) : null}
          error={request.error}
          testId="email-change"
        />
        <SubmitButton
          variant="secondary"
          pending={request.isPending}
          pendingLabel={t('email.sending')}
        >
          {t('email.submit')}
        </SubmitButton>
      </div>
    </ProfileFormCard>
  );
}
