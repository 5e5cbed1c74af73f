import { Check, CircleAlert, Mail } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The frame of every account page: a centred card holding the page's one h1. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <AuthFrame wide={wide} footer={footer}>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </AuthFrame>
  );
}

function AuthFrame({
  wide,
  footer,
  children,
}: {
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-surface px-4 py-10 sm:py-16 dark:from-brand-700/10">
      <div className={`mx-auto w-full ${wide ? 'max-w-lg' : 'max-w-md'}`}>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          {children}
        </div>
        {footer ? (
          <div className="mt-6 space-y-2 text-center text-sm text-ink-muted">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

const marks = {
  progress: null,
  success: {
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
    Icon: Check,
  },
  error: {
    className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
    Icon: CircleAlert,
  },
  info: {
    className: 'bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100',
    Icon: Mail,
  },
} as const;

/**
 * A step of an account flow that is not a form: verifying (spinner), success, error, or
 * information (check your e-mail). Its title is the page's h1 and takes the focus when it
 * appears, so keyboard and screen-reader users land on the news; errors are also alerts.
 */
export function AuthState({
  tone,
  title,
  text,
  children,
  footer,
}: {
  tone: keyof typeof marks;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [tone, title]);
  const mark = marks[tone];
  return (
    <AuthFrame footer={footer}>
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className="flex flex-col items-center gap-3 text-center"
        data-testid={`auth-state-${tone}`}
      >
        {mark ? (
          <span
            aria-hidden="true"
            className={`grid h-12 w-12 place-items-center rounded-full ${mark.className}`}
          >
            <mark.Icon className="h-6 w-6" strokeWidth={2.2} />
          </span>
        ) : (
          <Spinner className="h-10 w-10" />
        )}
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-balance focus:outline-none"
        >
          {title}
        </h1>
        {text ? <p className="text-ink-muted">{text}</p> : null}
      </div>
      {children ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
      ) : null}
    </AuthFrame>
  );
}

export const textLinkClass =
  'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100';
