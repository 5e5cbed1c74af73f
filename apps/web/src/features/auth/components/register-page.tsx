import { accountTypes, type AccountType } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/ui/page-title';
import { useLang } from '@/lib/use-lang';
import { useRegisterAccount } from '../api/register-account';
import { errorText } from '../lib/api-error';
import { useForm } from '../lib/use-form';
import { rules } from '../lib/validation';
import { AuthCard } from './auth-card';
import { EmailField, FormAlert, SubmitButton, TextField, textLinkClass } from './form';
import { NewPasswordFields } from './new-password-fields';
import type { VerifyCodeState } from './verify-code-page';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const register = useRegisterAccount();
  const form = useForm(
    'register',
    {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      accountType: 'professional',
    },
    (v) => ({
      fullName: rules.fullName(v.fullName),
      email: rules.email(v.email),
      password: rules.newPassword(v.password),
      confirmPassword: rules.confirm(v.password, v.confirmPassword, 'passwordsMatch'),
    }),
  );
  const message = (name: 'fullName' | 'email' | 'password' | 'confirmPassword') =>
    form.errors[name] && t(`validation.${form.errors[name]}`);

  const submit = form.onSubmit(({ fullName, email, password, accountType }) => {
    if (register.isPending) return;
    register.mutate(
      { fullName, email, password, accountType: accountType as AccountType, locale: lang },
      {
        onSuccess: (sent) => {
          const state: VerifyCodeState = { resendAfterSeconds: sent.resendAfterSeconds };
          void navigate(`/verify-code?email=${encodeURIComponent(sent.email)}`, { state });
        },
      },
    );
  });

  return (
    <>
      <PageMeta title={t('register.title')} description={t('register.intro')} />
      <AuthCard
        wide
        title={t('register.title')}
        intro={t('register.intro')}
        footer={
          <p>
            {t('register.haveAccount')}{' '}
            <Link to="/login" className={textLinkClass}>
              {t('register.signIn')}
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={submit} className="space-y-5">
          <TextField
            {...form.field('fullName')}
            label={t('form.fullName')}
            error={message('fullName')}
            autoComplete="name"
            maxLength={120}
            required
          />
          <EmailField {...form.field('email')} error={message('email')} />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
            errors={{ password: message('password'), confirm: message('confirmPassword') }}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('register.accountType')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {accountTypes.map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:has-checked:bg-brand-700/20"
                >
                  <input
                    type="radio"
                    name="accountType"
                    value={type}
                    checked={form.values.accountType === type}
                    onChange={() => form.set('accountType', type)}
                    className="mt-1 accent-brand-600 focus-visible:outline-none"
                    aria-describedby={`register-type-${type}`}
                  />
                  <span>
                    <span className="block text-sm font-semibold">
                      {t(`register.types.${type}.name`)}
                    </span>
                    <span id={`register-type-${type}`} className="block text-xs text-ink-muted">
                      {t(`register.types.${type}.text`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {register.isError ? <FormAlert>{errorText(t, register.error)}</FormAlert> : null}
          <SubmitButton pending={register.isPending} pendingLabel={t('register.submitting')}>
            {t('register.submit')}
          </SubmitButton>
          <p className="text-xs text-ink-muted">
            {t('register.legal')}{' '}
            <Link to="/terms" className={textLinkClass}>
              {t('register.terms')}
            </Link>{' '}
            ·{' '}
            <Link to="/privacy" className={textLinkClass}>
              {t('register.privacy')}
            </Link>
          </p>
        </form>
      </AuthCard>
    </>
  );
}
