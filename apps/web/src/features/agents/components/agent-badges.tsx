import type { AgentCategory, AgentStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function CategoryBadge({ category }: { category: AgentCategory }) {
  const { t } = useTranslation('agents');
  return (
    <span className={`${pill} bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100`}>
      {t(`categories.${category}`)}
    </span>
  );
}

export function AgentStatusBadge({ status, testId }: { status: AgentStatus; testId?: string }) {
  const { t } = useTranslation('agents');
  const tone =
    status === 'active'
      ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
      : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200';
  return (
    <span className={`${pill} ${tone}`} data-testid={testId}>
      {t(`statuses.${status}`)}
    </span>
  );
}
