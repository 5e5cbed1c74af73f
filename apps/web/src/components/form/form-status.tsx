import type { ReactNode } from 'react';
import type { ButtonVariant } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The submit button: a spinner and a busy label while the request runs, never sent twice. On a
 * page rendered ahead (the account pages, ADR 060) it waits for the page's code: a form sent
 * before would be the browser's own, its fields in the address.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  variant = 'primary',
  wide = false,
}: {
  pending: boolean;
  pendingLabel: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The full width of the form (account screens). */
  wide?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={pending || disabled || !hydrated}
      className={wide ? 'w-full py-2.5' : ''}
    >
      {pending ? <Spinner className="h-4 w-4" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** A form-level error, announced at once. */
export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p
      role="alert"
      data-testid={testId}
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
