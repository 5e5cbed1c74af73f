import type { ReactNode } from 'react';

/** The top of a content page: an optional eyebrow, the one h1, an introduction. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  image,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  image?: string;
}) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50/70 to-surface dark:from-brand-700/10">
      <div
        className={`mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 ${image ? 'grid items-center gap-10 lg:grid-cols-2' : ''}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {intro ? <p className="mt-5 text-lg leading-8 text-ink-muted">{intro}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {image ? (
          <img src={image} alt="" width={800} height={600} className="hidden w-full lg:block" />
        ) : null}
      </div>
    </header>
  );
}
