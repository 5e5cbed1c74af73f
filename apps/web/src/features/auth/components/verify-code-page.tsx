import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useLang } from '@/lib/use-lang';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { errorText } from '../lib/api-error';
import { useCountdown } from '../lib/use-countdown';
import { useForm } from '../lib/use-form';
import { rules } from '../lib/validation';
import { AuthCard, AuthState } from './auth-card';
import { EmailField, FormAlert, FormNotice, SubmitButton, TextField, textLinkClass } from './form';

/** What the registration page hands over: when the code just sent may be followed by another. */
export interface VerifyCodeState {
  resendAfterSeconds: number;
}

const initialWait = (state: unknown) => {
  const seconds = (state as Partial<VerifyCodeState> | null)?.resendAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.min(seconds, 3600) : 0;
};

/** Spaces and dashes of a pasted code go; at most six characters are kept. */
const normaliseCode = (value: string) => value.replace(/[\s-]/g, '').slice(0, 6);

export default function VerifyCodePage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [params] = useSearchParams();
  const location = useLocation();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const countdown = useCountdown(initialWait(location.state));
  const form = useForm('verify', { email: params.get('email') ?? '', code: '' }, (v) => ({
    email: rules.emailNamed(v.email),
    code: rules.code(v.code),
  }));

  if (verify.isSuccess) {
    return (
      <>
        <PageMeta title={t('verify.activatedTitle')} />
        <AuthState
          tone="success"
          title={t('verify.activatedTitle')}
          text={t('verify.activatedText')}
        >
          <ButtonLink to="/dashboard">{t('verify.goToDashboard')}</ButtonLink>
        </AuthState>
      </>
    );
  }

  const submit = form.onSubmit(({ email, code }) => {
    if (verify.isPending) return;
    resend.reset();
    verify.mutate({ email, code: code.trim() });
  });

  const resendCode = () => {
    if (resend.isPending || countdown.secondsLeft > 0) return;
    form.blur('email');
    if (rules.emailNamed(form.values.email)) {
      document.getElementById(form.id('email'))?.focus();
      return;
    }
    verify.reset();
    resend.mutate(
      { email: form.values.email, locale: lang },
      { onSuccess: (sent) => countdown.restart(sent.resendAfterSeconds) },
    );
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <>
      <PageMeta title={t('verify.title')} />
      <AuthCard
        title={t('verify.title')}
        intro={t('verify.intro')}
        footer={
          <p>
            <Link to="/login" className={textLinkClass}>
              {t('common.backToLogin')}
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={submit} className="space-y-5">
          <EmailField
            {...form.field('email')}
            error={form.errors.email && t(`validation.${form.errors.email}`)}
          />
          <TextField
            {...form.field('code')}
            onChange={(event) => form.set('code', normaliseCode(event.target.value))}
            label={t('form.code')}
            error={form.errors.code && t(`validation.${form.errors.code}`)}
            description={<p className="text-xs text-ink-muted">{t('verify.codeHint')}</p>}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            className="text-center font-mono text-xl tracking-[0.5em]"
            required
          />
          {verify.isError ? <FormAlert>{errorText(t, verify.error)}</FormAlert> : null}
          {resend.isError ? <FormAlert>{errorText(t, resend.error)}</FormAlert> : null}
          {resend.isSuccess ? (
            <FormNotice>{t('verify.resent', { email: resend.data.email })}</FormNotice>
          ) : null}
          <SubmitButton pending={verify.isPending} pendingLabel={t('verify.submitting')}>
            {t('verify.submit')}
          </SubmitButton>
        </form>
        <div className="mt-4 flex flex-col items-center gap-1 text-sm">
          <p className="text-ink-muted">{t('verify.noCode')}</p>
          <Button
            variant="ghost"
            onClick={resendCode}
            disabled={waiting || resend.isPending}
            data-testid="resend-code"
          >
            {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
            {waiting
              ? t('verify.resendIn', { count: countdown.secondsLeft })
              : resend.isPending
                ? t('verify.resending')
                : t('verify.resend')}
          </Button>
        </div>
      </AuthCard>
    </>
  );
}
