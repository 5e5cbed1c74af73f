import { Check, CircleAlert, CircleMinus, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DisplayState } from '../lib/connection-status';
import { ButtonSpinner } from './action-button';

const styles: Record<
  Exclude<DisplayState, 'refreshing'>,
  { className: string; Icon: LucideIcon }
> = {
  connected: {
    className:
      'border-green-600/30 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-950 dark:text-green-200',
    Icon: Check,
  },
  expired: {
    className:
      'border-amber-600/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-950 dark:text-amber-100',
    Icon: Clock,
  },
  not_connected: {
    className: 'border-line bg-surface-muted text-ink-muted',
    Icon: CircleMinus,
  },
  error: {
    className:
      'border-red-600/30 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-950 dark:text-red-200',
    Icon: CircleAlert,
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
      <style.Icon className="h-3.5 w-3.5" strokeWidth={2.4} />
      {t(`states.${state}`)}
    </span>
  );
}
