import { PASSWORD_MAX_LENGTH } from '@app/contracts';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '@/components/form/text-field';
import { PasswordStrengthMeter } from './password-strength';

/**
 * A new password and its confirmation (registration, invitation, reset), as fields `password` and
 * `confirmPassword` of the surrounding form: the strength meter under the first, the browser told
 * both are new passwords. Once the confirmation shows its state, a change of the password updates it.
 */
export function NewPasswordFields({ labels }: { labels: { password: string; confirm: string } }) {
  const { getFieldState, trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  const password = useWatch({ name: 'password' }) as string | undefined;
  return (
    <>
      <PasswordField
        name="password"
        label={labels.password}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        description={<PasswordStrengthMeter password={password ?? ''} />}
        onChange={() => {
          if (isSubmitted || getFieldState('confirmPassword').isTouched)
            void trigger('confirmPassword');
        }}
      />
      <PasswordField
        name="confirmPassword"
        label={labels.confirm}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
    </>
  );
}

/** The full name of a new account (registration, invitation), as field `fullName` of the form. */
export function FullNameField() {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name="fullName"
      label={t('form.fullName')}
      autoComplete="name"
      maxLength={120}
      required
    />
  );
}
