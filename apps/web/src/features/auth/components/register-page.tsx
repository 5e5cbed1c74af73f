import { accountTypes } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import type { z } from 'zod';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { EmailField } from '@/components/form/text-field';
import { PageMeta } from '@/components/ui/page-title';
import { useLang } from '@/lib/use-lang';
import { useRegisterAccount } from '../api/register-account';
import { errorText } from '../lib/api-error';
import { registrationForm } from '../lib/forms';
import { AuthCard, textLinkClass } from './auth-card';
import { FullNameField, NewPasswordFields } from './account-fields';
import type { VerifyCodeState } from './verify-code-page';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const register = useRegisterAccount();
  const form = useZodForm(registrationForm, {
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      accountType: 'professional',
    },
  });

  const submit = ({
    fullName,
    email,
    password,
    accountType,
  }: z.output<typeof registrationForm>) => {
    if (register.isPending) return;
    register.mutate(
      { fullName, email, password, accountType, locale: lang },
      {
        onSuccess: (sent) => {
          const email = `email=${encodeURIComponent(sent.email)}`;
          // A code the identity provider will send later: the page says by when, even reloaded.
          if (sent.status === 'code_scheduled')
            return void navigate(`/verify-code?${email}&sendAt=${encodeURIComponent(sent.sendAt)}`);
          const state: VerifyCodeState = { resendAfterSeconds: sent.resendAfterSeconds };
          void navigate(`/verify-code?${email}`, { state });
        },
      },
    );
  };

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
        <Form form={form} ns="auth" onSubmit={submit} className="space-y-5">
          <FullNameField />
          <EmailField name="email" label={t('form.email')} required />
          <NewPasswordFields
            labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
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
                    value={type}
                    {...form.register('accountType')}
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
          <SubmitButton wide pending={register.isPending} pendingLabel={t('register.submitting')}>
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
        </Form>
      </AuthCard>
    </>
  );
}
