import type { Language } from '@app/contracts';
import { dateTimeFormat, numberFormat } from './intl';

const locales = { en: 'en-US', fr: 'fr-FR' } as const;

/** Prices: $ in English, euro in French (spec), formatted for the locale: $2,999 / 2 999 €. */
export function formatPrice(amount: number, lang: Language): string {
  return numberFormat(locales[lang], {
    style: 'currency',
    currency: lang === 'fr' ? 'EUR' : 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormat(locales[lang]).format(value);
}

/** A calendar date in words: March 15, 2025 / 15 mars 2025. */
export function formatDate(isoDate: string, lang: Language): string {
  return dateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** A count or a decimal for the language: 1,234.5 / 1 234,5. */
export function formatCount(value: number, lang: Language): string {
  return numberFormat(locales[lang], { maximumFractionDigits: 1 }).format(value);
}

/** A day of a chart or a table, short: Nov 24 / 24 nov. */
export function formatDay(day: string, lang: Language): string {
  return dateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(at(day));
}

/** A day with its year, for the period's range: Nov 24, 2026 / 24 nov. 2026. */
export function formatDayWithYear(day: string, lang: Language): string {
  return dateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at(day));
}
