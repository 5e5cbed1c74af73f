import type { ComponentProps } from 'react';
import { buttonClass } from '@/components/ui/button';

/**
 * A button that stays in the tab order while it cannot be used: `aria-disabled` rather than
 * `disabled`, so the focus is not lost when an action starts. While its own action runs it shows
 * a spinner and is marked busy.
 */
export function ActionButton({
  busy = false,
  inactive = false,
  variant = 'secondary',
  className = '',
  onClick,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'disabled'> & {
  /** Its own action is running. */
  busy?: boolean;
  /** Another action is running, or it cannot be used now. */
  inactive?: boolean;
  variant?: 'primary' | 'secondary';
}) {
  const blocked = busy || inactive;
  return (
    <button
      type="button"
      {...props}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      className={buttonClass(
        variant,
        `${blocked ? 'cursor-not-allowed opacity-60' : ''} ${className}`.trim(),
      )}
      onClick={(event) => {
        if (blocked) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? <ButtonSpinner /> : null}
      {children}
    </button>
  );
}

/** A spinner in the button's own text colour. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
