import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClass, inputTextSize } from '@/components/form/field';
import { useHydrated } from '@/lib/use-hydrated';

// Live filters (search, selects) outside any form: the same labelled look as the form fields.
// Their value is React's state: on a page that comes rendered (ADR 032, 034, 067) a change made
// before hydration would show in the field and apply nowhere, so they are offered once hydrated.

/** A labelled select whose every change is applied at once. */
export function SelectField({
  label,
  onValueChange,
  children,
  disabled,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange' | 'id'> & {
  label: ReactNode;
  onValueChange: (value: string) => void;
}) {
  const ready = useHydrated();
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...props}
          {...control}
          disabled={disabled === true || !ready}
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
  disabled,
  ...props
}: Omit<ComponentProps<'input'>, 'id'> & { label: ReactNode }) {
  const ready = useHydrated();
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...props}
          {...control}
          disabled={disabled === true || !ready}
          className={`${inputClass} ${inputTextSize}`}
        />
      )}
    </Field>
  );
}
