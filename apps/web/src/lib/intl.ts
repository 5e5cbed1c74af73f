// Intl's formatters cost more to make than to use: in V8 making one takes some ten times as long as
// formatting with it (35 µs against 3), and lists make them per item (a rating per tool card, a
// date per comment) and per render. One per locale and options is made on first use and kept.

const made = new Map<string, unknown>();

function kept<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  kept('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  kept('relativeTime', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  kept('list', locale, options, () => new Intl.ListFormat(locale, options));
