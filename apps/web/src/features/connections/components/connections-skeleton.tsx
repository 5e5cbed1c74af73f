import { useTranslation } from 'react-i18next';

/** Placeholder cards while the list loads; screen readers hear "Loading your tools…". */
export function ConnectionsSkeleton() {
  const { t } = useTranslation('connections');
  return (
    <div role="status" className="mt-8" data-testid="connections-loading">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <li
            key={index}
            className="flex animate-pulse flex-col gap-4 rounded-2xl border border-line p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="h-5 w-36 rounded bg-surface-muted" />
              <span className="h-5 w-24 rounded-full bg-surface-muted" />
            </div>
            <span className="h-4 w-full rounded bg-surface-muted" />
            <div className="flex gap-1.5">
              <span className="h-5 w-20 rounded bg-surface-muted" />
              <span className="h-5 w-24 rounded bg-surface-muted" />
            </div>
            <div className="flex gap-2">
              <span className="h-9 w-28 rounded-lg bg-surface-muted" />
              <span className="h-9 w-36 rounded-lg bg-surface-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
