import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Field, inputClass, inputTextSize } from './field';
import { useFieldError, useFormNamespace } from './form';

type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'onChange'> & {
  name: string;
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  requiredMark?: boolean;
  /** Shown inside the field, at its end (the password's show / hide switch). */
  trailing?: ReactNode;
  /** Rewrites what is typed before the form keeps it (a pasted code without its spaces). */
  normalize?: (value: string) => string;
  /** Called after the form took the change. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A text input of the surrounding form, labelled, with its description and error. */
export function TextField({
  name,
  id,
  label,
  description,
  requiredMark,
  trailing,
  normalize,
  onChange,
  className,
  ...props
}: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const registration = register(name);
  return (
    <Field
      id={id}
      label={label}
      description={description}
      error={error}
      requiredMark={requiredMark}
    >
      {(control) => (
        <div className="relative">
          <input
            {...props}
            {...control}
            {...registration}
            onChange={(event) => {
              if (normalize) event.target.value = normalize(event.target.value);
              void registration.onChange(event);
              onChange?.(event);
            }}
            className={`${inputClass} ${trailing ? 'pr-12' : ''} ${className ?? inputTextSize}`}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}

/** An e-mail address: the keyboard, the autofill and the length every form uses. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField autoComplete="email" {...props} type="email" inputMode="email" maxLength={254} />
  );
}

/** A password with a show / hide switch (labelled by the form's `form.showPassword`). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'id'>) {
  const { t } = useTranslation(useFormNamespace());
  const [visible, setVisible] = useState(false);
  const id = useId();
  const Shown = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t('form.showPassword')}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-muted hover:text-ink"
        >
          {/* Crossed out while the password shows: a click hides it again. */}
          <Shown className="h-5 w-5" strokeWidth={1.8} />
        </button>
      }
    />
  );
}
