import type { Language } from '@app/contracts';

const locales = { en: 'en-US', fr: 'fr-FR' } as const;
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** A count or a decimal for the language: 1,234.5 / 1 234,5. */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1 }).format(value);
}

/** A day of a chart or a table, short: Nov 24 / 24 nov. */
export function formatDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(at(day));
}

/** A day with its year, for the period's range: Nov 24, 2026 / 24 nov. 2026. */
export function formatDayWithYear(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at(day));
}

/**
 * The change against the previous period, in percent (one decimal at most), or what to say when
 * there is nothing to compare with.
 */
export function changeOf(count: number, previous: number) {
  if (previous === 0) return count === 0 ? { kind: 'same' as const } : { kind: 'new' as const };
  const percent = Math.round(((count - previous) / previous) * 1000) / 10;
  if (percent === 0) return { kind: 'same' as const };
  return { kind: percent > 0 ? ('up' as const) : ('down' as const), value: Math.abs(percent) };
}
