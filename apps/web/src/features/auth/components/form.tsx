import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const inputClass =
  'w-full rounded-lg border border-line bg-surface px-3 py-2.5 aria-invalid:border-red-500 read-only:bg-surface-muted read-only:text-ink-muted';
// 16 px on phones, so that focusing a field does not zoom the page.
const defaultSize = 'text-base sm:text-sm';

/**
 * A labelled input with its description and error, both tied to it (aria-describedby). The
 * error comes translated; the field is marked invalid while it shows.
 */
export function TextField({
  id,
  label,
  error,
  description,
  trailing,
  className = '',
  ...props
}: ComponentProps<'input'> & {
  id: string;
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  trailing?: ReactNode;
}) {
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} ${trailing ? 'pr-12' : ''} ${className || defaultSize}`}
          {...props}
        />
        {trailing}
      </div>
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

/** An e-mail address field: the label, the keyboard and the length every account form uses. */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'label' | 'inputMode' | 'maxLength'>,
) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      autoComplete="email"
      required
      {...props}
      label={t('form.email')}
      type="email"
      inputMode="email"
      maxLength={254}
    />
  );
}

/** A password field with a show / hide switch. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={props.id}
          aria-label={t('form.showPassword')}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-muted hover:text-ink"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {/* Crossed out while the password shows: a click hides it again. */}
            {visible ? <path d="M4 4l16 16" /> : null}
          </svg>
        </button>
      }
    />
  );
}

/** The submit button: a spinner and a busy label while the request runs, never twice. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" disabled={pending || disabled} className="w-full py-2.5">
      {pending ? <Spinner className="h-4 w-4" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** A form-level error, announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}

/** A form-level confirmation, announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      {children}
    </p>
  );
}

export const textLinkClass =
  'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100';
