import { LinkPurpose } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { useConfirmLink } from '../api/confirm-link';
import { errorText } from '../lib/api-error';
import { useRedirectAfter } from '../lib/use-redirect-after';
import { AuthState } from './auth-card';

/** Where a checked link that is not a sign-up leads: its own page, which finishes the job. */
const nextPage = { recovery: '/reset-password', invite: '/invite', email_change: '/email-change' };

/**
 * /confirm and /verify (`?token=&type=`): checks an e-mailed link. A sign-up link activates the
 * account, then the visitor goes to sign in; the others lead to their own page.
 */
export default function ConfirmLinkPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A link without a type is a sign-up confirmation.
  const type = LinkPurpose.safeParse(params.get('type') ?? 'signup').data ?? null;
  const confirm = useConfirmLink(token, type);
  const checked = confirm.data && 'type' in confirm.data ? confirm.data : undefined;
  const confirmedSignUp = checked?.type === 'signup';

  useRedirectAfter(confirmedSignUp, '/login');

  if (!token || !type || confirm.isError) {
    return (
      <>
        <PageMeta title={t('confirm.failedTitle')} />
        <AuthState
          tone="error"
          title={t('confirm.failedTitle')}
          text={confirm.isError ? errorText(t, confirm.error) : t('serverErrors.invalid_link')}
        >
          <ButtonLink to="/login">{t('common.backToLogin')}</ButtonLink>
        </AuthState>
      </>
    );
  }

  // An e-mail change link that counted without finishing: its page says what is still to do.
  if (confirm.data && !checked)
    return <Navigate to={`/email-change?token=${encodeURIComponent(token)}`} replace />;
  if (checked && checked.type !== 'signup')
    return <Navigate to={`${nextPage[checked.type]}?token=${encodeURIComponent(token)}`} replace />;

  if (confirmedSignUp) {
    return (
      <>
        <PageMeta title={t('confirm.successTitle')} />
        <AuthState tone="success" title={t('confirm.successTitle')} text={t('confirm.successText')}>
          <ButtonLink to="/login" replace>
            {t('confirm.signInNow')}
          </ButtonLink>
        </AuthState>
      </>
    );
  }

  return (
    <>
      <PageMeta title={t('confirm.verifyingTitle')} />
      <AuthState tone="progress" title={t('confirm.verifyingTitle')} text={t('common.wait')} />
    </>
  );
}
