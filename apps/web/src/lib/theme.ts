import { uiState } from './ui-state';

/** Puts the stored theme (light by default) on <html> before the first paint of the app. */
export function applyTheme() {
  document.documentElement.classList.toggle('dark', uiState().theme === 'dark');
}
