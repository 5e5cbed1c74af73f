import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { useSession, useSetSignedIn } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { errorText, isApiError } from '../lib/api-error';
import { safeRedirect } from '../lib/redirect';
import { useForm } from '../lib/use-form';
import { rules } from '../lib/validation';
import { AuthCard } from './auth-card';
import { EmailField, FormAlert, PasswordField, SubmitButton, textLinkClass } from './form';
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
  const form = useForm('login', { email: '', password: '' }, (v) => ({
    email: rules.email(v.email),
    password: rules.password(v.password),
  }));

  // Signed in already, or just now: on to where the visitor was going. A user remembered from
  // the last visit is confirmed first (their session may have ended meanwhile).
  if (user && isPlaceholder) return <LoadingState />;
  if (user) return <Navigate to={target} replace />;

  const submit = form.onSubmit(({ email, password }) => {
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
            void navigate(`/verify-code?email=${encodeURIComponent(email.trim())}`);
        },
      },
    );
  });

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
        <form noValidate onSubmit={submit} className="space-y-5">
          <EmailField
            {...form.field('email')}
            error={form.errors.email && t(`validation.${form.errors.email}`)}
            autoComplete="username"
          />
          <div>
            <PasswordField
              {...form.field('password')}
              label={t('form.password')}
              error={form.errors.password && t(`validation.${form.errors.password}`)}
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
          <SubmitButton pending={signIn.isPending} pendingLabel={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
        </form>
        <SocialSignIn redirect={askedFor ? target : undefined} />
      </AuthCard>
    </>
  );
}
