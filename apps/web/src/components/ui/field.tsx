import { useId, type ComponentProps, type ReactNode } from 'react';

const control = 'w-full rounded-lg border border-line bg-surface px-3 py-2';

/** A labelled select: the label is always visible and tied to the control. */
export function SelectField({
  label,
  onValueChange,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange' | 'id'> & {
  label: ReactNode;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        onChange={(event) => onValueChange(event.target.value)}
        className={control}
        {...props}
      >
        {children}
      </select>
    </div>
  );
}

/** A labelled text input. */
export function TextField({
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'id'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} className={control} {...props} />
    </div>
  );
}
