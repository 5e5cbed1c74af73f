import { useSyncExternalStore } from 'react';
import { uiState, writeUiState, type UiState } from './ui-state';

type Theme = UiState['theme'];
const listeners = new Set<() => void>();

/**
 * Puts the stored theme (light by default) on <html> before the first paint of the app: the `dark`
 * class alone, which also sets the page's `color-scheme` (styles.css). A prerendered page has it
 * from its boot script; `toggle` with its force changes nothing then, and nothing is restyled.
 */
export function applyTheme(theme: Theme = uiState().theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
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
