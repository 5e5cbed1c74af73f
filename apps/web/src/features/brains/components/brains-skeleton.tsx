import { useTranslation } from 'react-i18next';

/** Placeholder cards while the brains load; screen readers hear "Loading brains…". */
export function BrainsSkeleton() {
  const { t } = useTranslation('brains');
  return (
    <div role="status" className="mt-6" data-testid="brains-loading">
      <span className="sr-only">{t('list.loading')}</span>
      <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            className="flex animate-pulse flex-col gap-3 rounded-2xl border border-line p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="h-5 w-40 rounded bg-surface-muted" />
              <span className="h-5 w-20 rounded-full bg-surface-muted" />
            </div>
            <span className="h-4 w-full rounded bg-surface-muted" />
            <div className="flex gap-1.5">
              <span className="h-5 w-20 rounded-full bg-surface-muted" />
              <span className="h-5 w-20 rounded-full bg-surface-muted" />
            </div>
            <span className="h-4 w-32 rounded bg-surface-muted" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The detail page's placeholder while the brain loads. */
export function BrainSkeleton() {
  const { t } = useTranslation('brains');
  return (
    <div role="status" data-testid="brain-loading">
      <span className="sr-only">{t('detail.loading')}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <span className="h-8 w-64 rounded bg-surface-muted" />
        <span className="h-4 w-full max-w-xl rounded bg-surface-muted" />
        <div className="flex gap-2">
          <span className="h-5 w-20 rounded-full bg-surface-muted" />
          <span className="h-5 w-20 rounded-full bg-surface-muted" />
        </div>
        <span className="mt-4 h-40 w-full rounded-2xl bg-surface-muted" />
        <span className="h-40 w-full rounded-2xl bg-surface-muted" />
      </div>
    </div>
  );
}
