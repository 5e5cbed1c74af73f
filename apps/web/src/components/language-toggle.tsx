import { useTranslation } from 'react-i18next';
import { usePageHydrated } from '@/lib/use-hydrated';
import { languageOf } from '@/lib/use-lang';

/** EN/FR toggle: one button that switches to the other language, and says so to screen readers. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n);
  const next = current === 'en' ? 'fr' : 'en';
  // Not the toggle's own hydration but the page's: the new language re-renders the page's text.
  const hydrated = usePageHydrated();
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      // Nothing to do before the page is hydrated (ADR 034): not offered until then.
      disabled={!hydrated}
      data-testid="language-toggle"
      className={`inline-flex items-center gap-1 rounded-lg border border-line px-2.5 py-1.5 text-xs font-semibold tracking-wide hover:bg-surface-muted ${className}`}
    >
      <span className={current === 'en' ? 'text-brand-600 dark:text-brand-100' : 'text-ink-muted'}>
        EN
      </span>
      <span className="text-ink-muted">/</span>
      <span className={current === 'fr' ? 'text-brand-600 dark:text-brand-100' : 'text-ink-muted'}>
        FR
      </span>
      {/* The visible text starts the accessible name (WCAG 2.5.3); the action follows. */}
      <span className="sr-only">{`, ${t('language.switchTo')}`}</span>
    </button>
  );
}
