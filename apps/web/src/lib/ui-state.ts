import type { Language } from '@app/contracts';

/** UI preferences kept in localStorage under `ui-state` (the spec's key): theme, language, sidebar. */
export interface UiState {
  theme: 'light' | 'dark';
  language: Language;
  sidebarOpen: boolean;
}

export const UI_STATE_KEY = 'ui-state';
const defaults: UiState = { theme: 'light', language: 'en', sidebarOpen: true };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can be disabled; preferences then live for the page only.
  }
}

/** What the visitor stored, field by field; nothing for a field never stored or unreadable. */
export function readUiState(): Partial<UiState> {
  const raw = storage()?.getItem(UI_STATE_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const state: Partial<UiState> = {};
    if (parsed.theme === 'light' || parsed.theme === 'dark') state.theme = parsed.theme;
    if (parsed.language === 'en' || parsed.language === 'fr') state.language = parsed.language;
    if (typeof parsed.sidebarOpen === 'boolean') state.sidebarOpen = parsed.sidebarOpen;
    return state;
  } catch {
    return {};
  }
}

export function uiState(): UiState {
  return { ...defaults, ...readUiState() };
}

export function writeUiState(patch: Partial<UiState>) {
  storage()?.setItem(UI_STATE_KEY, JSON.stringify({ ...uiState(), ...patch }));
}
