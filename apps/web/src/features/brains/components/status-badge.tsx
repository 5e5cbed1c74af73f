import type { BrainStatus } from '@app/contracts';
import { Check, CircleAlert, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const styles: Record<BrainStatus, { className: string; Icon: LucideIcon; spin?: boolean }> = {
  pending: { className: 'border-line bg-surface-muted text-ink-muted', Icon: Clock },
  processing: {
    className:
      'border-brand-500/30 bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
    Icon: LoaderCircle,
    spin: true,
  },
  ready: {
    className:
      'border-green-600/30 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-950 dark:text-green-200',
    Icon: Check,
  },
  error: {
    className:
      'border-red-600/30 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-950 dark:text-red-200',
    Icon: CircleAlert,
  },
};

export const badgeClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * A brain's or a source's status in words, with an icon: never colour alone. A ready brain some
 * of whose sources failed says how many ("Ready · 3 failed"): it can still be searched.
 */
export function StatusBadge({
  status,
  failed = 0,
  testId = 'status-badge',
}: {
  status: BrainStatus;
  /** How many of a brain's sources failed. */
  failed?: number;
  testId?: string;
}) {
  const { t } = useTranslation('brains');
  const style = styles[status];
  return (
    <span className={`${badgeClass} ${style.className}`} data-testid={testId} data-status={status}>
      <style.Icon
        className={`h-3.5 w-3.5 ${style.spin ? 'motion-safe:animate-spin' : ''}`}
        strokeWidth={2.4}
      />
      {status === 'ready' && failed > 0
        ? t('statuses.readyFailed', { count: failed })
        : t(`statuses.${status}`)}
    </span>
  );
}
