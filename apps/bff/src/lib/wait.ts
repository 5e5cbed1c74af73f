/**
 * A wait as people say it, for the English messages the BFF writes ("in 54 minutes", "in 1 hour
 * and 5 minutes", "in 30 seconds"). Rounded up: a person told "54 minutes" who comes back then is
 * never refused again. The web app says the same in the visitor's language from `Retry-After`.
 */
export function inAWhile(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `in ${count(whole, 'second')}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `in ${count(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? `in ${count(hours, 'hour')}`
    : `in ${count(hours, 'hour')} and ${count(rest, 'minute')}`;
}

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
