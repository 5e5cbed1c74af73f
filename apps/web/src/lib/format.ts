import type { Language } from '@app/contracts';

const locales = { en: 'en-US', fr: 'fr-FR' } as const;

/** Prices: $ in English, euro in French (spec), formatted for the locale: $2,999 / 2 999 €. */
export function formatPrice(amount: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: lang === 'fr' ? 'EUR' : 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang]).format(value);
}

/** A calendar date in words: March 15, 2025 / 15 mars 2025. */
export function formatDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
