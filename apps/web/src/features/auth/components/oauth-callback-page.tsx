import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { useCompleteOAuth } from '../api/complete-oauth';
import { errorText } from '../lib/api-error';
import { safeRedirect } from '../lib/redirect';
import { AuthState } from './auth-card';

/**
 * /oauth/callback/:provider: the provider sends the visitor back with `code` and `state` (or an
 * `error`, such as access_denied when they said no); the BFF finishes the sign-in.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const code = providerError ? '' : (params.get('code') ?? '');
  const state = providerError ? '' : (params.get('state') ?? '');
  const complete = useCompleteOAuth(provider, code, state);
  const redirect = complete.data ? safeRedirect(complete.data.redirect) : null;

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (providerError || !code || !state || complete.isError) {
    const text =
      providerError === 'access_denied'
        ? t('oauth.denied')
        : complete.isError
          ? errorText(t, complete.error)
          : t('serverErrors.oauth_failed');
    return (
      <>
        <PageMeta title={t('oauth.failedTitle')} />
        <AuthState tone="error" title={t('oauth.failedTitle')} text={text}>
          <ButtonLink to="/login">{t('common.backToLogin')}</ButtonLink>
        </AuthState>
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('oauth.title')} />
      <AuthState tone="progress" title={t('oauth.title')} text={t('common.wait')} />
    </>
  );
}
