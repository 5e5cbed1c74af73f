import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { EmailField } from '@/components/form/text-field';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { useLang } from '@/lib/use-lang';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { useAccountSettings } from '../api/list-providers';
import { useConfirmLink } from '../api/confirm-link';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { durationText } from '../lib/account-settings';
import { errorText, isApiError } from '../lib/api-error';
import { newPasswordForm, resetRequestForm } from '../lib/forms';
import { useRedirectAfter } from '../lib/use-redirect-after';
import { AuthCard, AuthState, textLinkClass } from './auth-card';
import { NewPasswordFields } from './account-fields';

const backToLogin = (label: string) => (
  <p>
    <Link to="/login" className={textLinkClass}>
      {label}
    </Link>
  </p>
);

/** Without a token: ask for a link. The answer is the same whatever the address. */
function RequestReset() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const request = useRequestPasswordReset();
  const { resetLinkValidSeconds } = useAccountSettings();
  const form = useZodForm(resetRequestForm, { defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <>
        <PageMeta title={t('reset.checkTitle')} />
        <AuthState
          tone="info"
          title={t('reset.checkTitle')}
          text={t('reset.checkText', {
            email: form.getValues('email').trim(),
            duration: durationText(t, resetLinkValidSeconds),
          })}
          footer={backToLogin(t('common.backToLogin'))}
        >
          <ButtonLink to="/login">{t('common.backToLogin')}</ButtonLink>
        </AuthState>
      </>
    );
  }

  const submit = ({ email }: { email: string }) => {
    if (!request.isPending) request.mutate({ email, locale: lang });
  };
  return (
    <>
      <PageMeta title={t('reset.requestTitle')} />
      <AuthCard
        title={t('reset.requestTitle')}
        intro={t('reset.requestIntro')}
        footer={backToLogin(t('common.backToLogin'))}
      >
        <Form form={form} ns="auth" onSubmit={submit} className="space-y-5">
          <EmailField name="email" label={t('form.email')} required />
          {request.isError ? <FormAlert>{errorText(t, request.error)}</FormAlert> : null}
          <SubmitButton wide pending={request.isPending} pendingLabel={t('reset.requesting')}>
            {t('reset.request')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  );
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  const { resetLinkValidSeconds } = useAccountSettings();
  return (
    <>
      <PageMeta title={t('reset.invalidTitle')} />
      <AuthState
        tone="error"
        title={t('reset.invalidTitle')}
        text={t('reset.invalidText', { duration: durationText(t, resetLinkValidSeconds) })}
        footer={backToLogin(t('common.backToLogin'))}
      >
        <ButtonLink to="/reset-password">{t('reset.requestNew')}</ButtonLink>
      </AuthState>
    </>
  );
}

/** With a token: the link is checked, then a new password is chosen. */
function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const link = useConfirmLink(token, 'recovery');
  const complete = useCompletePasswordReset();
  const form = useZodForm(newPasswordForm, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  useRedirectAfter(complete.isSuccess, '/login');

  if (complete.isSuccess) {
    return (
      <>
        <PageMeta title={t('reset.doneTitle')} />
        <AuthState tone="success" title={t('reset.doneTitle')} text={t('reset.doneText')}>
          <ButtonLink to="/login" replace>
            {t('confirm.signInNow')}
          </ButtonLink>
        </AuthState>
      </>
    );
  }
  // The link was refused on arrival, or when the new password was sent.
  if (isApiError(link.error, 400) || isApiError(complete.error, 400, 'invalid_link'))
    return <InvalidLink />;
  if (link.isError) {
    return (
      <>
        <PageMeta title={t('reset.invalidTitle')} />
        <AuthState tone="error" title={t('errors.generic')} text={errorText(t, link.error)}>
          <ButtonLink to="/reset-password">{t('reset.requestNew')}</ButtonLink>
        </AuthState>
      </>
    );
  }
  if (link.isPending) {
    return (
      <>
        <PageMeta title={t('reset.newTitle')} />
        <AuthState tone="progress" title={t('reset.verifying')} text={t('common.wait')} />
      </>
    );
  }

  // Only an e-mail change link answers "confirm from the other address": not a reset link.
  if (!('email' in link.data)) return <InvalidLink />;

  const submit = ({ password }: { password: string }) => {
    if (!complete.isPending) complete.mutate({ token, password });
  };
  return (
    <>
      <PageMeta title={t('reset.newTitle')} />
      <AuthCard
        title={t('reset.newTitle')}
        intro={t('reset.newIntro', { email: link.data.email })}
        footer={backToLogin(t('common.backToLogin'))}
      >
        <Form form={form} ns="auth" onSubmit={submit} className="space-y-5">
          {/* Lets password managers save the new password for the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={link.data.email}
            readOnly
            hidden
          />
          <NewPasswordFields
            labels={{ password: t('form.newPassword'), confirm: t('form.confirmNewPassword') }}
          />
          {complete.isError ? <FormAlert>{errorText(t, complete.error)}</FormAlert> : null}
          <SubmitButton wide pending={complete.isPending} pendingLabel={t('reset.saving')}>
            {t('reset.save')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <ChooseNewPassword key={token} token={token} /> : <RequestReset />;
}
