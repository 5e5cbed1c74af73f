import type { Language } from '@app/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatDay } from '@/lib/format';

/** The canvas's height; with its legend the chart stays within `DAY_CHART_BOX` (day-chart.tsx). */
const HEIGHT = 180;
const BAR_COLOUR = '#4f46e5';
const dayOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * One kind's count per day as bars (uPlot, on a canvas), loaded by `DayChart` (day-chart.tsx). The canvas says nothing to assistive
 * technologies: the table beside it is the accessible form of the same numbers. Hovering a day
 * shows its count in the chart's legend.
 */
export default function BarChart({
  days,
  label,
  lang,
}: {
  days: { date: string; count: number }[];
  label: string;
  lang: Language;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const ink = getComputedStyle(element).color;
    const grid = 'rgba(128, 128, 128, 0.2)';
    const xs = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
    const ys = days.map((day) => day.count);
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        // Days are UTC days, as the API counts them.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        legend: { show: true, live: true },
        scales: {
          x: { time: true },
          y: { range: (_self, _min, max) => [0, Math.max(1, max)] },
        },
        series: [
          { value: (_self, value) => (value == null ? '' : formatDay(dayOfSeconds(value), lang)) },
          {
            label,
            fill: BAR_COLOUR,
            stroke: BAR_COLOUR,
            paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
            points: { show: false },
            value: (_self, value) => (value == null ? '' : formatCount(value, lang)),
          },
        ],
        axes: [
          {
            stroke: ink,
            grid: { stroke: grid },
            ticks: { stroke: grid },
            values: (_self, splits) => splits.map((split) => formatDay(dayOfSeconds(split), lang)),
          },
          {
            stroke: ink,
            grid: { stroke: grid },
            ticks: { stroke: grid },
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
            values: (_self, splits) => splits.map((split) => formatCount(split, lang)),
          },
        ],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, label, lang]);

  return (
    <div ref={container} aria-hidden="true" className="text-ink-muted" data-testid="day-chart" />
  );
}
