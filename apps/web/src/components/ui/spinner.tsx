import { useTranslation } from 'react-i18next';

export function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-brand-500/25 border-t-brand-600 ${className}`}
    />
  );
}

/**
 * A region-level loading state that screen readers announce. `screen`: a whole page's, as tall as
 * the screen, so that the footer below it is out of sight and does not move when the page's data
 * arrives (a layout shift).
 */
export function LoadingState({ label, screen = false }: { label?: string; screen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 py-16 text-ink-muted ${screen ? 'min-h-screen' : ''}`}
    >
      <Spinner />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

/** Covers the page while the session loads (spec: full-page loading indicator). */
export function FullPageLoader() {
  return (
    <div className="boot-loader" role="status" aria-label="Loading" data-testid="full-page-loader">
      <span />
    </div>
  );
}
