import { listFormat, numberFormat, relativeTimeFormat } from './intl';

/**
 * A wait as people say it, in the reader's language: "in 54 minutes" / "dans 54 minutes", "in 1
 * hour and 5 minutes" / "dans 1 heure et 5 minutes", "in 30 seconds". Rounded up, as the BFF's
 * own messages are: a person told "54 minutes" who comes back then is not refused again.
 */
export function inAWhile(seconds: number, language: string): string {
  const say = relativeTimeFormat(language, { numeric: 'always' });
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return say.format(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return say.format(minutes, 'minute');
  const hours = say.format(Math.floor(minutes / 60), 'hour');
  const rest = minutes % 60;
  if (rest === 0) return hours;
  const restText = numberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(rest);
  return listFormat(language, { type: 'conjunction' }).format([hours, restText]);
}

/**
 * The seconds a `Retry-After` header asks to wait (a number of seconds, or an HTTP date); null
 * when there is none or it makes no sense.
 */
export function retryAfterSeconds(
  value: string | null | undefined,
  now = Date.now(),
): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) > 0 ? Number(trimmed) : null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  const seconds = Math.ceil((date - now) / 1000);
  return seconds > 0 ? seconds : null;
}
