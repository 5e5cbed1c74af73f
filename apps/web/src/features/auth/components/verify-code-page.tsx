import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, FormNotice, SubmitButton } from '@/components/form/form-status';
import { EmailField, TextField } from '@/components/form/text-field';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useLang } from '@/lib/use-lang';
import { useAccountSettings } from '../api/list-providers';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { errorText } from '../lib/api-error';
import { durationText } from '../lib/account-settings';
import { useCountdown } from '../lib/use-countdown';
import { verifyCodeForm } from '../lib/forms';
import { AuthCard, AuthState, textLinkClass } from './auth-card';

/** What the registration page hands over: when the code just sent may be followed by another. */
export interface VerifyCodeState {
  resendAfterSeconds: number;
}

const initialWait = (state: unknown) => {
  const seconds = (state as Partial<VerifyCodeState> | null)?.resendAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.min(seconds, 3600) : 0;
};

/**
 * By when a code the identity provider held back (Supabase's hourly e-mail cap) will be sent, as
 * the clock reads when the page shows it; nothing once that time has passed.
 */
function ScheduledNotice({ sendAt }: { sendAt: string }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [now] = useState(() => Date.now());
  const at = Date.parse(sendAt);
  if (!Number.isFinite(at) || at <= now) return null;
  return (
    <FormNotice>
      {t('verify.scheduled', {
        time: new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(at),
        count: Math.max(1, Math.ceil((at - now) / 60_000)),
      })}
    </FormNotice>
  );
}

/** The resend button's wait: a countdown in seconds under a minute, a longer one as people say it. */
const resendWait = (t: TFunction<'auth'>, seconds: number) =>
  seconds < 60 ? t('verify.resendIn', { count: seconds }) : t('verify.resendLater', { seconds });

/** Spaces and dashes of a pasted code go; at most the code's length is kept. */
const normaliser = (length: number) => (value: string) =>
  value.replace(/[\s-]/g, '').slice(0, length);

export default function VerifyCodePage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [params] = useSearchParams();
  const location = useLocation();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const countdown = useCountdown(initialWait(location.state));
  // The identity provider's code length and lifetime: the texts and the field follow them.
  const { codeLength, codeValidSeconds } = useAccountSettings();
  const schema = useMemo(() => verifyCodeForm(codeLength), [codeLength]);
  const normaliseCode = useMemo(() => normaliser(codeLength), [codeLength]);
  const form = useZodForm(schema, {
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  // The code waits for the provider (Supabase's hourly e-mail cap): by when it will be sent.
  const scheduled =
    resend.data?.status === 'code_scheduled' ? resend.data.sendAt : params.get('sendAt');

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

  const submit = ({ email, code }: { email: string; code: string }) => {
    if (verify.isPending) return;
    resend.reset();
    verify.mutate({ email, code });
  };

  const resendCode = async () => {
    if (resend.isPending || countdown.secondsLeft > 0) return;
    // The address is checked (and its error shown) before another code is asked for.
    if (!(await form.trigger('email'))) return form.setFocus('email');
    verify.reset();
    resend.mutate(
      { email: form.getValues('email'), locale: lang },
      {
        onSuccess: (sent) => {
          if (sent.status === 'code_sent') countdown.restart(sent.resendAfterSeconds);
        },
      },
    );
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <>
      <PageMeta title={t('verify.title')} />
      <AuthCard
        title={t('verify.title')}
        intro={t('verify.intro', { count: codeLength })}
        footer={
          <p>
            <Link to="/login" className={textLinkClass}>
              {t('common.backToLogin')}
            </Link>
          </p>
        }
      >
        <Form form={form} ns="auth" onSubmit={submit} className="space-y-5">
          <EmailField name="email" label={t('form.email')} required />
          <TextField
            name="code"
            normalize={normaliseCode}
            label={t('form.code')}
            description={
              <p className="text-xs text-ink-muted">
                {t('verify.codeHint', { duration: durationText(t, codeValidSeconds) })}
              </p>
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            className="text-center font-mono text-xl tracking-[0.5em]"
            required
          />
          {verify.isError ? <FormAlert>{errorText(t, verify.error)}</FormAlert> : null}
          {resend.isError ? <FormAlert>{errorText(t, resend.error)}</FormAlert> : null}
          {scheduled ? (
            <ScheduledNotice key={scheduled} sendAt={scheduled} />
          ) : resend.isSuccess ? (
            <FormNotice>{t('verify.resent', { email: resend.data.email })}</FormNotice>
          ) : null}
          <SubmitButton wide pending={verify.isPending} pendingLabel={t('verify.submitting')}>
            {t('verify.submit')}
          </SubmitButton>
        </Form>
        <div className="mt-4 flex flex-col items-center gap-1 text-sm">
          <p className="text-ink-muted">{t('verify.noCode')}</p>
          <Button
            variant="ghost"
            onClick={() => void resendCode()}
            disabled={waiting || resend.isPending}
            data-testid="resend-code"
          >
            {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
            {waiting
              ? resendWait(t, countdown.secondsLeft)
              : resend.isPending
                ? t('verify.resending')
                : t('verify.resend')}
          </Button>
        </div>
      </AuthCard>
    </>
  );
}
