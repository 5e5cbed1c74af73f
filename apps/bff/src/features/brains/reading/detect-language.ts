/** The most frequent short words of each language: enough to tell them apart in a few lines. */
const STOP_WORDS = {
  en: new Set(
    'the of and to in is that for it on with as was are be this by not or from at an which have they you we can has but their will all were more one there been if its would about what so when who'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les de des du et un une est que qui dans pour pas sur au aux par plus ce cette il elle nous vous ils sont avec se sa son ses ou mais comme être été leur leurs tout aussi'.split(
      ' ',
    ),
  ),
} as const;

export type SourceLanguage = 'en' | 'fr' | 'other';

/** Postgres text-search configuration of each language: stemming in English and French. */
export const searchConfig: Record<SourceLanguage, 'english' | 'french' | 'simple'> = {
  en: 'english',
  fr: 'french',
  other: 'simple',
};

/** The language of a text, from its first 5,000 words; `other` when it is neither. */
export function detectLanguage(text: string): SourceLanguage {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}']+/gu)
      ?.slice(0, 5000) ?? [];
  if (words.length === 0) return 'other';
  let en = 0;
  let fr = 0;
  for (const word of words) {
    const bare = word.replace(/^[ldjcmnst]'/, '');
    if (STOP_WORDS.en.has(word)) en++;
    if (STOP_WORDS.fr.has(bare)) fr++;
  }
  // Stop words are a fifth of ordinary prose; a twentieth is already a clear sign.
  const threshold = Math.max(2, words.length * 0.05);
  if (en < threshold && fr < threshold) return 'other';
  return en >= fr ? 'en' : 'fr';
}
