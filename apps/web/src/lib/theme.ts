import { useSyncExternalStore } from 'react';
import { uiState, writeUiState, type UiState } from './ui-state';

type Theme = UiState['theme'];
const listeners = new Set<() => void>();

/**
 * Puts the stored theme (light by default) on <html> before the first paint of the app: the `dark`
 * class, which also sets the page's `color-scheme` (styles.css). Only when it changes: a prerendered
 * page has it from its boot script, and any change to <html> restyles the whole page.
 */
export function applyTheme(theme: Theme = uiState().theme) {
  const root = document.documentElement;
  if (root.classList.contains('dark') !== (theme === 'dark')) root.classList.toggle('dark');
}

export function setTheme(theme: Theme) {
  writeUiState({ theme });
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => uiState().theme,
    // A prerendered page's toggle is the light one; a stored dark theme's follows as it hydrates.
    (): Theme => 'light',
  );
  return [theme, setTheme];
}
