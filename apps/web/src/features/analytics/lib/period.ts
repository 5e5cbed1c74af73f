import { AnalyticsPeriod } from '@app/contracts';
import { useSearchParams } from 'react-router';

export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';

/** The period in the URL (`?period=7d`); anything else is the default. */
export function usePeriod(): AnalyticsPeriod {
  const [params] = useSearchParams();
  const parsed = AnalyticsPeriod.safeParse(params.get('period'));
  return parsed.success ? parsed.data : DEFAULT_PERIOD;
}
