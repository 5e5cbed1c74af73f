/** Frequent short words that read the same in both packs' output and tell the languages apart. */
const ENGLISH = new Set(
  'the of and to in is that for it on with as was are be this by not or from at an which have you we can has but their will were'.split(
    ' ',
  ),
);
const FRENCH = new Set(
  'le la les de des du et un une est que qui dans pour pas sur au aux par plus ce cette il elle nous vous ils sont avec se sa son ses ou mais comme leur'.split(
    ' ',
  ),
);

/** Fewer words than this say nothing reliable: a title page, a page number. */
const ENOUGH_WORDS = 40;

/**
 * The language of text read so far, or null while it is too short or unclear. The OCR reads a
 * file with both packs until this answers, then with that language's pack alone (faster and as
 * accurate: docs/decisions/054).
 */
export function guessLanguage(text: string): 'eng' | 'fra' | null {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < ENOUGH_WORDS) return null;
  let english = 0;
  let french = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english++;
    if (FRENCH.has(word.replace(/^[ldjcmnst]'/, ''))) french++;
  }
  // Ordinary prose is about a fifth stop words; one language must clearly lead.
  if (Math.max(english, french) < words.length * 0.05) return null;
  if (english >= french * 2) return 'eng';
  if (french >= english * 2) return 'fra';
  return null;
}
