import { PASSWORD_MAX_LENGTH } from '@app/contracts';
import { PasswordField } from './form';
import { PasswordStrengthMeter } from './password-strength';

/** What useForm's `field(name)` gives a text field. */
interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/**
 * A new password and its confirmation (registration, invitation, reset): the strength meter
 * under the first, the browser told both are new passwords.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  errors,
}: {
  password: FieldBinding;
  confirm: FieldBinding;
  labels: { password: string; confirm: string };
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <PasswordField
        {...password}
        label={labels.password}
        error={errors.password}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        description={<PasswordStrengthMeter password={password.value} />}
      />
      <PasswordField
        {...confirm}
        label={labels.confirm}
        error={errors.confirm}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
    </>
  );
}
