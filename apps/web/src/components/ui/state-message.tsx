import type { ReactNode } from 'react';

/** The shape of every empty, error and not-found state: an icon, a title, a text, actions. */
export function StateMessage({
  title,
  text,
  tone = 'neutral',
  children,
  headingLevel = 2,
}: {
  title: string;
  text?: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <span
        aria-hidden="true"
        className={`grid h-12 w-12 place-items-center rounded-full text-xl ${tone === 'error' ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' : 'bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100'}`}
      >
        {tone === 'error' ? '!' : '?'}
      </span>
      <Heading className="text-2xl font-bold">{title}</Heading>
      {text ? <p className="text-ink-muted">{text}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
