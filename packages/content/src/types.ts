/** Every text exists in both languages; pages pick one with `text[lang]`. */
export type Lang = 'en' | 'fr';
export type Localized<T = string> = Record<Lang, T>;

/** Names of the line icons the web app draws (components/ui/icon.tsx). */
export type IconName =
  | 'agent'
  | 'package'
  | 'server'
  | 'puzzle'
  | 'support'
  | 'users'
  | 'chart'
  | 'pen'
  | 'assistant'
  | 'sparkles'
  | 'briefcase'
  | 'shield'
  | 'lock'
  | 'clock'
  | 'globe'
  | 'bolt'
  | 'book'
  | 'chat';

export interface Section {
  title: Localized;
  /** Plain-text paragraphs. */
  paragraphs: Localized<string[]>;
  /** Optional bullet points after the paragraphs. */
  points?: Localized<string[]>;
}
