import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { Toaster } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { CursorPages } from '../lib/cursor-pages';

const sections = [
  { to: '/admin', key: 'overview', end: true },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/clients', key: 'clients', end: false },
  { to: '/admin/tools', key: 'tools', end: false },
  { to: '/admin/logs', key: 'logs', end: false },
] as const;

/**
 * Every admin screen: the forbidden state for anyone but an Admin (the BFF refuses them too),
 * then the title, the area's navigation and the screen.
 */
export function AdminPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user, isPending } = useSession();
  const title = t(titleKey, { ns: 'common' });
  // A screen high at least, whatever it shows meanwhile: the footer starts below the fold and is
  // not pushed down it when the screen's figures arrive (a shift of the whole viewport).
  if (isPending) return <LoadingState screen />;
  if (user?.role !== 'Admin')
    return (
      <div data-testid="admin-forbidden">
        <PageMeta title={title} />
        <StateMessage
          headingLevel={1}
          tone="error"
          title={t('forbidden.title')}
          text={t('forbidden.text')}
        >
          <ButtonLink to="/dashboard">{t('forbidden.back')}</ButtonLink>
        </StateMessage>
      </div>
    );
  return (
    <div className="mx-auto min-h-screen max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta title={title} />
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
        {t('area')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{title}</h1>
      <nav aria-label={t('nav.label')} className="mt-6 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `inline-flex items-center border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? 'border-brand-600 text-brand-700 dark:border-brand-100 dark:text-brand-100' : 'border-transparent text-ink-muted hover:text-ink'}`
                }
              >
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
      <Toaster />
    </div>
  );
}

/** The error state of a list or a screen, with a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const text =
    error instanceof ApiError && error.body?.error ? error.body.error : t('errors.generic');
  return (
    <StateMessage tone="error" title={t('errors.load')} text={text}>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </StateMessage>
  );
}

/** Previous / next over keyset pages. */
export function CursorPager({
  pages,
  nextCursor,
  label,
}: {
  pages: CursorPages;
  nextCursor: string | null | undefined;
  label: string;
}) {
  const { t } = useTranslation('admin');
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-end gap-3">
      <Button variant="secondary" disabled={pages.page <= 1} onClick={pages.previous}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('pager.previous')}
      </Button>
      <span className="text-sm text-ink-muted">{t('pager.page', { page: pages.page })}</span>
      <Button
        variant="secondary"
        disabled={!nextCursor}
        onClick={() => nextCursor && pages.next(nextCursor)}
      >
        {t('pager.next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

export const thClass = 'border-b border-line px-3 py-2 font-semibold text-ink-muted';
export const tdClass = 'border-b border-line px-3 py-2 align-top';

interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * One admin table with its states: loading, error with a retry, empty, then the rows (a real
 * `<table>` with a caption and column headers, scrolling sideways, reachable by keyboard) and
 * the keyset pager when there are pages.
 */
export function AdminTable<T>({
  query: latest,
  items,
  label,
  columns,
  empty,
  pager,
  children,
}: {
  query: ListQuery<T>;
  items: (data: T) => unknown[];
  label: string;
  columns: string[];
  empty: { title: string; text?: string };
  pager?: { pages: CursorPages; nextCursor: (data: T) => string | null; label: string };
  children: (data: T) => ReactNode;
}) {
  // The query's answer arrives as an urgent update (TanStack Query's store): its rows rendered in
  // the same task would hold the main thread for the whole page of them. Deferred, they render as
  // a transition, in slices that yield to the browser, and the previous state shows meanwhile.
  const query = useDeferredValue(latest);
  const { data } = query;
  if (data === undefined)
    return query.isError ? (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingState />
    );
  if (items(data).length === 0) return <StateMessage title={empty.title} text={empty.text} />;
  return (
    <>
      <div
        role="region"
        aria-label={label}
        aria-busy={query.isPlaceholderData}
        // Scrollable regions must be reachable by keyboard.
        tabIndex={0}
        className={`overflow-x-auto rounded-xl border border-line ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={thClass}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children(data)}</tbody>
        </table>
      </div>
      {pager ? (
        <CursorPager pages={pager.pages} nextCursor={pager.nextCursor(data)} label={pager.label} />
      ) : null}
    </>
  );
}

/** A search box's text, applied once the person pauses (and back to the first page). */
export function useDebouncedSearch(onApply: () => void, delayMs = 250) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    // Nothing new to search (the screen just opened, or only spaces changed): the page stays.
    if (text.trim() === applied) return;
    const timer = setTimeout(() => {
      setApplied(text.trim());
      onApply();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, applied, onApply, delayMs]);
  return { text, setText, applied };
}

/** A form in a modal dialog, titled. */
export function FormDialog({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      labelledBy={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg"
      testId={testId}
    >
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </Dialog>
  );
}
