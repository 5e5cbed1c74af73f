import type { Lang, Localized } from './types.ts';

/**
 * A piece of content in one language: every `{ en, fr }` pair inside it (a text or a list of
 * texts) replaced by one side. What a page ships when it needs only the visitor's language.
 */
export type InLanguage<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : T extends Localized<infer Text>
      ? Exclude<keyof T, Lang> extends never
        ? Text
        : { [K in keyof T]: InLanguage<T[K]> }
      : { [K in keyof T]: InLanguage<T[K]> };

const isLocalized = (value: object): value is Localized<unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('en') && keys.includes('fr');
};

/** `value` with each `{ en, fr }` pair inside it replaced by its `lang` side. */
export function inLanguage<T>(value: T, lang: Lang): InLanguage<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as never;
  if (!value || typeof value !== 'object') return value as never;
  if (isLocalized(value)) return value[lang] as never;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, inLanguage(child, lang)]),
  ) as never;
}
