import type { Language } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** The current language, as the content package and the API name it. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
}
