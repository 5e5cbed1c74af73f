import { relativeTimeFormat } from './intl';
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago" / "il y a 3 jours": the largest whole unit, in the given language. */
export function formatRelativeTime(
  date: Date | string,
  language: string,
  now: Date = new Date(),
): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * The time left before a deadline: "in 7 days" / "dans 7 jours", rounded to the nearest day (an
 * invitation sent a moment ago still has its seven days), in hours or minutes within the last day.
 */
export function formatTimeLeft(
  date: Date | string,
  language: string,
  now: Date = new Date(),
): string {
  const seconds = (new Date(date).getTime() - now.getTime()) / 1000;
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  if (seconds >= 24 * 3600) return format.format(Math.round(seconds / (24 * 3600)), 'day');
  if (seconds >= 3600) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.max(1, Math.round(seconds / 60)), 'minute');
}
