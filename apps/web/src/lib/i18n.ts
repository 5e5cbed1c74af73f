import type { Language } from '@app/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readUiState, writeUiState } from './ui-state';
import { languageOf } from './use-lang';
import { inAWhile } from './wait';

export const supportedLanguages = ['en', 'fr'] as const satisfies readonly Language[];

/**
 * The language a prerendered page was served in: the BFF chose it by the `lang` cookie, else the
 * browser's Accept-Language (apps/bff/src/plugins/web-app.ts).
 */
export function prerenderedLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const language = document.getElementById('root')?.dataset.prerendered;
  return language === 'en' || language === 'fr' ? language : undefined;
}

/**
 * Detection per the spec: the stored language (kept inside `ui-state`), then the browser's
 * preferred languages (as the server read them, on a prerendered page), then English; whatever is
 * chosen is cached back into `ui-state` and the `lang` cookie.
 */
export function detectLanguage(
  stored: string | undefined = readUiState().language,
  browser: readonly string[] = [
    prerenderedLanguage() ?? '',
    ...(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
  ],
): Language {
  for (const candidate of [stored, ...browser]) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'fr') return base;
  }
  return 'en';
}

// Every namespace is a chunk of its own, in each language: feature namespaces are fetched with
// the feature, and `common` (the shell's texts) for the visitor's language only, as the app starts,
// beside the page's chunk. Until it is there the boot loader shows.
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/*.json',
);

// A page's content in one language, made from the content package when the app is built
// (vite.config.ts, content extracts): loaded as a namespace, so that a visitor gets their language
// only, and a change of language waits for it as it waits for the page's texts.
const contentNamespaces: Record<string, () => Promise<{ default: unknown }>> = {
  'en/home': () => import('virtual:content/en/home'),
  'fr/home': () => import('virtual:content/fr/home'),
};

/** The language the app starts in. */
export const startLanguage = detectLanguage();

/**
 * Fetches namespaces in the language the app starts in, ahead of the screen that reads them, and
 * puts them in i18next's store as they arrive: a screen that renders after that reads its texts
 * at once instead of suspending. (i18next's `loadNamespaces` called this early, before its start
 * has settled the language, would fetch English too.)
 */
export function prefetchNamespaces(namespaces: readonly string[]): Promise<unknown> {
  return Promise.allSettled(
    namespaces.map(async (namespace) => {
      const load =
        lazyNamespaces[`../locales/${startLanguage}/${namespace}.json`] ??
        contentNamespaces[`${startLanguage}/${namespace}`];
      const module = await load?.();
      if (module && !i18n.hasResourceBundle(startLanguage, namespace))
        i18n.addResourceBundle(startLanguage, namespace, module.default, true, false);
    }),
  );
}

/** Settles once i18next has started in `startLanguage`, its `common` translations loaded. */
export const i18nStarted: Promise<unknown> = i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    read(language: string, namespace: string, callback: (err: unknown, data?: unknown) => void) {
      const load =
        lazyNamespaces[`../locales/${language}/${namespace}.json`] ??
        contentNamespaces[`${language}/${namespace}`];
      if (!load) return callback(new Error(`No ${language}/${namespace} translations`));
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error),
      );
    },
  })
  .init({
    lng: startLanguage,
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // French has every key (locales.test.ts): a French page does not fetch English namespaces too.
    fallbackLng: { fr: [], default: ['en'] },
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
// `{{seconds, wait}}` in a text: a wait said as people say it in the page's language ("in 54
// minutes", "dans 54 minutes"), whichever namespace the text is in.
i18n.services.formatter?.add('wait', (value: unknown, language: string | undefined) =>
  inAWhile(Number(value), language ?? 'en'),
);

/**
 * The chosen language, mirrored for the server, which cannot read localStorage: the BFF serves a
 * prerendered page in the language this cookie names.
 */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Keeps the stored language, `<html lang>` and the cookie in step with i18next. Each is written
 * only when it differs: as the app starts they usually agree already (a prerendered page comes
 * with its `lang`), and a write costs the browser a style pass (`lang`) or a round trip to its
 * cookie store, in the task that starts the app.
 */
function syncDocumentLanguage(language: string) {
  if (language !== 'en' && language !== 'fr') return;
  if (readUiState().language !== language) writeUiState({ language });
  if (typeof document === 'undefined') return;
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
syncDocumentLanguage(startLanguage);
i18n.on('languageChanged', syncDocumentLanguage);

/** The current language as the API understands it. */
export function currentLanguage(): Language {
  return languageOf(i18n);
}

export default i18n;
