import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClass, inputTextSize } from '@/components/form/field';

// Live filters (search, selects) outside any form: the same labelled look as the form fields.

/** A labelled select whose every change is applied at once. */
export function SelectField({
  label,
  onValueChange,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange' | 'id'> & {
  label: ReactNode;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...props}
          {...control}
          onChange={(event) => onValueChange(event.target.value)}
          className={`${inputClass} ${inputTextSize}`}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/** A labelled text input. */
export function TextField({
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'id'> & { label: ReactNode }) {
  return (
    <Field label={label}>
      {(control) => <input {...props} {...control} className={`${inputClass} ${inputTextSize}`} />}
    </Field>
  );
}
