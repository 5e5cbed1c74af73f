import { useId, type ReactNode } from 'react';

/** The look of every text control; 16 px on phones, so that focusing a field does not zoom. */
export const inputClass =
  'w-full rounded-lg border border-line bg-surface px-3 py-2.5 aria-invalid:border-red-500 read-only:bg-surface-muted read-only:text-ink-muted';
export const inputTextSize = 'text-base sm:text-sm';

/** What a control needs to be tied to its label, description and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control with its description and error, both tied to it (aria-describedby); the
 * control is marked invalid while an error shows. `requiredMark` adds the visual asterisk.
 */
export function Field({
  id: givenId,
  label,
  description,
  error,
  requiredMark = false,
  children,
}: {
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  requiredMark?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const control: ControlProps = { id };
  if (error) control['aria-invalid'] = true;
  if (describedBy) control['aria-describedby'] = describedBy;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {requiredMark ? (
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {description ? (
        <div id={`${id}-description`} className="mt-2">
          {description}
        </div>
      ) : null}
    </div>
  );
}
