import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { EmailField, PasswordField } from '@/components/form/text-field';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { useSession, useSetSignedIn } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { errorText, isApiError } from '../lib/api-error';
import { safeRedirect } from '../lib/redirect';
import { signInForm } from '../lib/forms';
import { AuthCard, textLinkClass } from './auth-card';
import { SocialSignIn } from './social-sign-in';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const askedFor = params.get('redirect');
  const target = safeRedirect(askedFor);
  const { user, isPlaceholder } = useSession();
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  const signIn = useSignIn();
  const [noUser, setNoUser] = useState(false);
  const form = useZodForm(signInForm, { defaultValues: { email: '', password: '' } });

  // Signed in already, or just now: on to where the visitor was going. A user remembered from
  // the last visit is confirmed first (their session may have ended meanwhile).
  if (user && isPlaceholder) return <LoadingState />;
  if (user) return <Navigate to={target} replace />;

  const submit = ({ email, password }: { email: string; password: string }) => {
    if (signIn.isPending) return;
    setNoUser(false);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if (!answer?.user) return setNoUser(true);
          setSignedIn(answer);
        },
        onError: (error) => {
          // The account exists but its code was never entered: verify it (a new code on request).
          if (isApiError(error, 403, 'email_not_confirmed'))
            void navigate(`/verify-code?email=${encodeURIComponent(email)}`);
        },
      },
    );
  };

  const failure = noUser
    ? t('errors.noUser')
    : signIn.isError && !isApiError(signIn.error, 403, 'email_not_confirmed')
      ? isApiError(signIn.error, 401)
        ? t('serverErrors.invalid_credentials')
        : errorText(t, signIn.error)
      : null;

  return (
    <>
      <PageMeta title={t('login.title')} description={t('login.intro')} />
      <AuthCard
        title={t('login.title')}
        intro={t('login.intro')}
        footer={
          <p>
            {t('login.noAccount')}{' '}
            <Link to="/register" className={textLinkClass}>
              {t('login.createAccount')}
            </Link>
          </p>
        }
      >
        <Form form={form} ns="auth" onSubmit={submit} className="space-y-5">
          <EmailField name="email" label={t('form.email')} autoComplete="username" required />
          <div>
            <PasswordField
              name="password"
              label={t('form.password')}
              autoComplete="current-password"
              maxLength={128}
              required
            />
            <p className="mt-2 text-right text-sm">
              <Link to="/reset-password" className={textLinkClass}>
                {t('login.forgot')}
              </Link>
            </p>
          </div>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <SubmitButton wide pending={signIn.isPending} pendingLabel={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
        </Form>
        <SocialSignIn redirect={askedFor ? target : undefined} />
      </AuthCard>
    </>
  );
}
