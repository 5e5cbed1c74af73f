import type { Language } from '@app/contracts';
import { numberFormat } from '@/lib/intl';

const locales = { en: 'en-US', fr: 'fr-FR' } as const;
const KB = 1024;
const MB = 1024 * 1024;

/**
 * A size as people read it, in binary units as the limits are counted: 10 MB / 10 Mo,
 * 1.5 kB / 1,5 ko, 12 bytes / 12 octets.
 */
export function formatBytes(bytes: number, lang: Language): string {
  const [value, unit] =
    bytes >= MB
      ? [bytes / MB, 'megabyte']
      : bytes >= KB
        ? [bytes / KB, 'kilobyte']
        : [bytes, 'byte'];
  return numberFormat(locales[lang], {
    style: 'unit',
    unit,
    // "12 bytes" / "12 octets": the short form of a byte is not one people say.
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: value >= 10 || unit === 'byte' ? 0 : 1,
  }).format(value);
}

/** 40 % / 40%: a percentage in the reader's language. */
export function formatPercent(value: number, lang: Language): string {
  return numberFormat(locales[lang], { style: 'percent' }).format(value / 100);
}
