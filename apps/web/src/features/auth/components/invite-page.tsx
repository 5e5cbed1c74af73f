import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { useCompleteInvitation } from '../api/complete-invitation';
import { useVerifyInvitation } from '../api/verify-invitation';
import { errorText, isApiError } from '../lib/api-error';
import { useForm } from '../lib/use-form';
import { useRedirectAfter } from '../lib/use-redirect-after';
import { rules } from '../lib/validation';
import { AuthCard, AuthState } from './auth-card';
import { FormAlert, SubmitButton, TextField } from './form';
import { NewPasswordFields } from './new-password-fields';

function InvalidInvitation({ text }: { text?: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta title={t('invite.invalidTitle')} />
      <AuthState
        tone="error"
        title={t('invite.invalidTitle')}
        text={text ?? t('invite.invalidText')}
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
  const form = useForm('invite', { fullName: '', password: '', confirmPassword: '' }, (v) => ({
    fullName: rules.fullName(v.fullName),
    password: rules.newPassword(v.password),
    confirmPassword: rules.confirm(v.password, v.confirmPassword, 'passwordsDoNotMatch'),
  }));
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

  const submit = form.onSubmit(({ fullName, password }) => {
    if (!complete.isPending) complete.mutate({ token, fullName, password });
  });
  const message = (name: 'fullName' | 'password' | 'confirmPassword') =>
    form.errors[name] && t(`validation.${form.errors[name]}`);
  return (
    <>
      <PageMeta title={t('invite.title')} />
      <AuthCard title={t('invite.title')} intro={t('invite.intro')}>
        <form noValidate onSubmit={submit} className="space-y-5">
          <TextField
            id="invite-email"
            name="email"
            label={t('form.email')}
            type="email"
            autoComplete="username"
            value={invitation.data.email}
            readOnly
            description={<p className="text-xs text-ink-muted">{t('invite.emailHint')}</p>}
          />
          <TextField
            {...form.field('fullName')}
            label={t('form.fullName')}
            error={message('fullName')}
            autoComplete="name"
            maxLength={120}
            required
          />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
            errors={{ password: message('password'), confirm: message('confirmPassword') }}
          />
          {complete.isError ? <FormAlert>{errorText(t, complete.error)}</FormAlert> : null}
          <SubmitButton pending={complete.isPending} pendingLabel={t('invite.submitting')}>
            {t('invite.submit')}
          </SubmitButton>
        </form>
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
