import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';

/** Light (default) or dark, remembered in `ui-state`. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  const Shown = dark ? Sun : Moon;
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      // Nothing to do before the page is hydrated (ADR 034): not offered until then.
      disabled={!hydrated}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      aria-pressed={dark}
      data-testid="theme-toggle"
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-line text-ink-muted hover:bg-surface-muted hover:text-ink"
    >
      <Shown className="h-4.5 w-4.5" />
    </button>
  );
}
