import { useTranslation } from 'react-i18next';
import type { DisplayState } from '../lib/connection-status';
import { ButtonSpinner } from './action-button';

const styles: Record<Exclude<DisplayState, 'refreshing'>, { className: string; path: string }> = {
  connected: {
    className:
      'border-green-600/30 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-950 dark:text-green-200',
    path: 'M5 12.5l4.5 4.5L19 7.5',
  },
  expired: {
    className:
      'border-amber-600/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-950 dark:text-amber-100',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 3',
  },
  not_connected: {
    className: 'border-line bg-surface-muted text-ink-muted',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM8 12h8',
  },
  error: {
    className:
      'border-red-600/30 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-950 dark:text-red-200',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v6M12 16.5h.01',
  },
};

/** The tool's state in words, with an icon: never colour alone. */
export function StateBadge({ state }: { state: DisplayState }) {
  const { t } = useTranslation('connections');
  const base =
    'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
  if (state === 'refreshing')
    return (
      <span
        className={`${base} border-brand-500/30 bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100`}
        data-testid="connection-state"
        data-state={state}
      >
        <ButtonSpinner />
        {t('states.refreshing')}
      </span>
    );
  const style = styles[state];
  return (
    <span
      className={`${base} ${style.className}`}
      data-testid="connection-state"
      data-state={state}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={style.path} />
      </svg>
      {t(`states.${state}`)}
    </span>
  );
}
