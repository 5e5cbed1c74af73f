import type { Language } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The language an i18next instance is in, as the content package and the API name it. i18next
 * names it resolved only once the `common` translations have loaded; a page that hydrates before
 * that (its own namespace came first) must still read the language it was rendered in, not English.
 */
export function languageOf(i18n: { resolvedLanguage?: string; language: string }): Language {
  return (i18n.resolvedLanguage ?? i18n.language) === 'fr' ? 'fr' : 'en';
}

/** The current language (see `languageOf`). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n);
}
