import type { ComponentProps, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, inputClass, inputTextSize } from './field';
import { useFieldError } from './form';

type Shared = { name: string; label: ReactNode; description?: ReactNode; requiredMark?: boolean };

/** A select of the surrounding form; its options are the children. */
export function SelectField({
  name,
  label,
  description,
  requiredMark,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'name' | 'id'> & Shared) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} description={description} error={error} requiredMark={requiredMark}>
      {(control) => (
        <select
          {...props}
          {...control}
          {...register(name)}
          className={`${inputClass} ${inputTextSize}`}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/** A multi-line text of the surrounding form. */
export function TextareaField({
  name,
  label,
  description,
  requiredMark,
  className = '',
  ...props
}: Omit<ComponentProps<'textarea'>, 'name' | 'id'> & Shared) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} description={description} error={error} requiredMark={requiredMark}>
      {(control) => (
        <textarea
          {...props}
          {...control}
          {...register(name)}
          className={`${inputClass} ${inputTextSize} ${className}`}
        />
      )}
    </Field>
  );
}
