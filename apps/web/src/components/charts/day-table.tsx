import type { Language } from '@app/contracts';
import { formatCount, formatDay } from '@/lib/format';

/**
 * A per-day chart's numbers as a table, behind a disclosure: the accessible form of what the
 * chart draws (the canvas says nothing to assistive technologies). The caller names it in its
 * own words.
 */
export function DayTable({
  days,
  lang,
  labels,
}: {
  days: { date: string; count: number }[];
  lang: Language;
  labels: { show: string; caption: string; day: string; count: string };
}) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-100">
        {labels.show}
      </summary>
      <div
        className="mt-2 max-h-72 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label={labels.caption}
      >
        <table className="w-full text-sm" data-testid="day-table">
          <caption className="sr-only">{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 text-left">
                {labels.day}
              </th>
              <th scope="col" className="py-1 text-right">
                {labels.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-line" data-day={day.date}>
                <th scope="row" className="py-1 text-left font-normal">
                  {formatDay(day.date, lang)}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(day.count, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
