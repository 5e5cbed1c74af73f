import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { useSession } from '@/lib/session';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { errorText } from '../lib/api-error';
import { useRedirectAfter } from '../lib/use-redirect-after';
import { AuthState } from './auth-card';

/**
 * /email-change?token=: confirms the new address; the answer is the updated session. When the
 * identity provider asks for a link from each address (Supabase's secure e-mail change), the
 * first one says to open the other.
 */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user } = useSession();
  const confirm = useConfirmEmailChange(token);
  const changed = confirm.data && 'user' in confirm.data ? confirm.data : undefined;
  useRedirectAfter(Boolean(changed), '/dashboard');

  if (!token || confirm.isError) {
    return (
      <>
        <PageMeta title={t('emailChange.failedTitle')} />
        <AuthState
          tone="error"
          title={t('emailChange.failedTitle')}
          text={confirm.isError ? errorText(t, confirm.error) : t('serverErrors.invalid_link')}
        >
          {user ? (
            <ButtonLink to="/dashboard">{t('common.backToDashboard')}</ButtonLink>
          ) : (
            <ButtonLink to="/login">{t('common.backToLogin')}</ButtonLink>
          )}
        </AuthState>
      </>
    );
  }
  if (confirm.isSuccess && !changed) {
    return (
      <>
        <PageMeta title={t('emailChange.otherAddressTitle')} />
        <AuthState
          tone="info"
          title={t('emailChange.otherAddressTitle')}
          text={t('emailChange.otherAddressText')}
        >
          {user ? (
            <ButtonLink to="/dashboard">{t('common.backToDashboard')}</ButtonLink>
          ) : (
            <ButtonLink to="/">{t('common.backToHome')}</ButtonLink>
          )}
        </AuthState>
      </>
    );
  }
  if (changed) {
    return (
      <>
        <PageMeta title={t('emailChange.successTitle')} />
        <AuthState
          tone="success"
          title={t('emailChange.successTitle')}
          text={t('emailChange.successText', { email: changed.user.email })}
        >
          <ButtonLink to="/dashboard" replace>
            {t('common.goToDashboard')}
          </ButtonLink>
        </AuthState>
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('emailChange.verifyingTitle')} />
      <AuthState tone="progress" title={t('emailChange.verifyingTitle')} text={t('common.wait')} />
    </>
  );
}
