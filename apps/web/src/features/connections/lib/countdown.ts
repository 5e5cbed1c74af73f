import type { Language } from '@app/contracts';
import { listFormat, numberFormat } from '@/lib/intl';

const locales = { en: 'en-US', fr: 'fr-FR' } as const;

/**
 * Whole seconds left until `expiresAt` (rounded up, so 0 means it has expired), or null without
 * an expiry.
 */
export function secondsLeft(expiresAt: string | null, nowMs: number): number | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A clock-style countdown: 42:10, 0:05, 1:02:03 (hours beyond the first stay whole). */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/**
 * The same time in words, to the minute, for screen readers (a ticking clock is not read well):
 * "42 minutes", "1 hour and 5 minutes" / "1 heure et 5 minutes". Under a minute: null.
 */
export function spokenDuration(seconds: number, lang: Language): string | null {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  if (totalMinutes === 0) return null;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(locales[lang], {
      style: 'unit',
      unit: name,
      unitDisplay: 'long',
    }).format(value);
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(minutes > 0 ? [unit(minutes, 'minute')] : []),
  ];
  return listFormat(locales[lang], { type: 'conjunction', style: 'long' }).format(parts);
}
