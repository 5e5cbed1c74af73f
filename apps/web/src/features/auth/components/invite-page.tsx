import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Field, inputClass, inputTextSize } from '@/components/form/field';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { useCompleteInvitation } from '../api/complete-invitation';
import { useAccountSettings } from '../api/list-providers';
import { useVerifyInvitation } from '../api/verify-invitation';
import { durationText } from '../lib/account-settings';
import { errorText, isApiError } from '../lib/api-error';
import { invitationForm } from '../lib/forms';
import { useRedirectAfter } from '../lib/use-redirect-after';
import { AuthCard, AuthState } from './auth-card';
import { FullNameField, NewPasswordFields } from './account-fields';

function InvalidInvitation({ text }: { text?: string }) {
  const { t } = useTranslation('auth');
  const { invitationValidSeconds } = useAccountSettings();
  return (
    <>
      <PageMeta title={t('invite.invalidTitle')} />
      <AuthState
        tone="error"
        title={t('invite.invalidTitle')}
        text={
          text ?? t('invite.invalidText', { duration: durationText(t, invitationValidSeconds) })
        }
      >
        <ButtonLink to="/">{t('common.backToHome')}</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          {t('common.backToLogin')}
        </ButtonLink>
      </AuthState>
    </>
  );
}

function CompleteInvitation({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const invitation = useVerifyInvitation(token);
  const complete = useCompleteInvitation();
  const form = useZodForm(invitationForm, {
    defaultValues: { fullName: '', password: '', confirmPassword: '' },
  });
  useRedirectAfter(complete.isSuccess, '/login');

  if (complete.isSuccess) {
    return (
      <>
        <PageMeta title={t('invite.doneTitle')} />
        <AuthState tone="success" title={t('invite.doneTitle')} text={t('invite.doneText')}>
          <ButtonLink to="/login" replace>
            {t('confirm.signInNow')}
          </ButtonLink>
        </AuthState>
      </>
    );
  }
  if (isApiError(invitation.error, 400) || isApiError(complete.error, 400, 'invalid_link'))
    return <InvalidInvitation />;
  if (invitation.isError) return <InvalidInvitation text={errorText(t, invitation.error)} />;
  if (invitation.isPending) {
    return (
      <>
        <PageMeta title={t('invite.title')} />
        <AuthState tone="progress" title={t('invite.verifying')} text={t('common.wait')} />
      </>
    );
  }

  const submit = ({ fullName, password }: { fullName: string; password: string }) => {
    if (!complete.isPending) complete.mutate({ token, fullName, password });
  };
  return (
    <>
      <PageMeta title={t('invite.title')} />
      <AuthCard title={t('invite.title')} intro={t('invite.intro')}>
        <Form form={form} ns="auth" onSubmit={submit} className="space-y-5">
          {/* The invited address, not part of the form: the invitation decides it. */}
          <Field
            label={t('form.email')}
            description={<p className="text-xs text-ink-muted">{t('invite.emailHint')}</p>}
          >
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                value={invitation.data.email}
                readOnly
                className={`${inputClass} ${inputTextSize}`}
              />
            )}
          </Field>
          <FullNameField />
          <NewPasswordFields
            labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
          />
          {complete.isError ? <FormAlert>{errorText(t, complete.error)}</FormAlert> : null}
          <SubmitButton wide pending={complete.isPending} pendingLabel={t('invite.submitting')}>
            {t('invite.submit')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  );
}

/** /invite?token=: the invitation is checked, then the account is set up. */
export default function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <CompleteInvitation key={token} token={token} /> : <InvalidInvitation />;
}
