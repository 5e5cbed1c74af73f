import type { Language } from '@app/contracts';
import { Suspense } from 'react';
import { lazy } from '@/lib/lazy';

/** The room a chart takes, kept while its code loads: the page below does not move. */
const DAY_CHART_BOX = 'min-h-[220px]';

const BarChart = lazy(() => import('./bar-chart'));

/**
 * One kind's count per day as bars. The chart library (uPlot) loads after the page's first
 * render, not with it (ADR 060); the numbers are in the table beside it meanwhile.
 */
export function DayChart(props: {
  days: { date: string; count: number }[];
  label: string;
  lang: Language;
}) {
  return (
    <div className={DAY_CHART_BOX}>
      <Suspense fallback={null}>
        <BarChart {...props} />
      </Suspense>
    </div>
  );
}
