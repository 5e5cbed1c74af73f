import type { Passage } from '@app/contracts';

/**
 * The passages a search shows, with the matching words marked (ADR 035).
 *
 * Postgres's `ts_headline` parses each passage again with its text parser, which on PGlite costs
 * more than finding and ranking the matches. Here the words are split in JavaScript, and only the
 * words that may be a form of a searched lexeme are given to Postgres to reduce with the passage's
 * own text search configuration: a word is marked when Postgres reduces it to a lexeme of the
 * query, exactly as it matched. What each word reduces to is kept, so a warm search asks nothing.
 */

/** A word of a passage: where it starts and ends, and its lower-case form. */
export interface Word {
  start: number;
  end: number;
  key: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD))
    words.push({
      start: match.index,
      end: match.index + match[0].length,
      key: match[0].toLowerCase(),
    });
  return words;
}

/**
 * The lexemes a match of this tsquery (its text form) contains: `'revenu' & !'hire'` → revenu.
 * Negated lexemes, alone or in a negated group, are left out: a passage never shows them marked.
 */
export function queryLexemes(tsquery: string): string[] {
  const lexemes = new Set<string>();
  const negatedGroups: boolean[] = [];
  let negateNext = false;
  for (let i = 0; i < tsquery.length; i++) {
    const char = tsquery[i];
    if (char === '!') negateNext = true;
    else if (char === '(') {
      negatedGroups.push(negateNext || (negatedGroups.at(-1) ?? false));
      negateNext = false;
    } else if (char === ')') negatedGroups.pop();
    else if (char === "'") {
      let lexeme = '';
      for (i++; i < tsquery.length; i++) {
        if (tsquery[i] === "'" && tsquery[i + 1] === "'") lexeme += tsquery[++i];
        else if (tsquery[i] === "'") break;
        else lexeme += tsquery[i];
      }
      if (!negateNext && !negatedGroups.at(-1)) lexemes.add(lexeme);
      negateNext = false;
    }
  }
  return [...lexemes];
}

/**
 * Whether a word may reduce to the lexeme. Snowball stemmers (English, French) change only a
 * word's last letters ("companies" → "compani", "chevaux" → "cheval"), and `simple` only lowers
 * it: a word that does not begin like the lexeme cannot be one of its forms.
 */
export function mayReduceTo(key: string, lexeme: string) {
  return key.startsWith(reductionPrefix(lexeme));
}

/** How a word that may reduce to the lexeme begins. */
const reductionPrefix = (lexeme: string) => lexeme.slice(0, Math.max(1, lexeme.length - 2));

export interface ExcerptOptions {
  /** Words in one fragment. */
  maxWords?: number;
  /** Fragments shown, joined by " … ". */
  maxFragments?: number;
  /** Words shown before the first match of a fragment. */
  lead?: number;
}

/**
 * The passage's best fragments (the ones holding the most of the searched words, then the most
 * matches), in their order in the passage, with the matched words marked.
 */
export function excerpt(
  text: string,
  words: Word[],
  matched: (word: Word, index: number) => boolean,
  { maxWords = 40, maxFragments = 2, lead = 8 }: ExcerptOptions = {},
): Passage {
  // A passage with no word at all (only signs) is shown as it is.
  if (words.length === 0) return text.trim() ? [{ text: text.trim(), highlight: false }] : [];
  const hits = words.map(matched);
  const windows: { start: number; end: number; score: number }[] = [];
  if (words.length <= maxWords) windows.push({ start: 0, end: words.length, score: 0 });
  else {
    const candidates: { start: number; end: number; score: number }[] = [];
    hits.forEach((hit, index) => {
      if (!hit) return;
      const start = Math.max(0, Math.min(index - lead, words.length - maxWords));
      const end = start + maxWords;
      const keys = new Set<string>();
      let count = 0;
      for (let i = start; i < end; i++)
        if (hits[i]) {
          keys.add(words[i]!.key);
          count++;
        }
      candidates.push({ start, end, score: keys.size * 1000 + count });
    });
    candidates.sort((a, b) => b.score - a.score || a.start - b.start);
    for (const candidate of candidates) {
      if (windows.length === maxFragments) break;
      if (windows.some((taken) => candidate.start < taken.end && taken.start < candidate.end))
        continue;
      windows.push(candidate);
    }
    if (windows.length === 0) windows.push({ start: 0, end: maxWords, score: 0 });
    windows.sort((a, b) => a.start - b.start);
  }

  const passage: Passage = [];
  const push = (part: string, highlight: boolean) => {
    if (!part) return;
    const last = passage.at(-1);
    if (last && last.highlight === highlight) last.text += part;
    else passage.push({ text: part, highlight });
  };
  windows.forEach(({ start, end }, index) => {
    if (index > 0) push(' … ', false);
    else if (start > 0) push('… ', false);
    let at = words[start]!.start;
    for (let i = start; i < end; i++) {
      const word = words[i]!;
      push(text.slice(at, word.start), false);
      push(text.slice(word.start, word.end), hits[i]!);
      at = word.end;
    }
    // The punctuation that closes the last word ("meeting." stays whole).
    let close = at;
    while (close < text.length && !/\s/.test(text[close]!)) close++;
    push(text.slice(at, close), false);
    if (index === windows.length - 1 && end < words.length) push(' …', false);
  });
  return passage;
}

/** Reduces words with a text search configuration, many at once: [config, word] → lexemes. */
export type Reduce = (words: { config: string; word: string }[]) => Promise<string[][]>;

/**
 * Marks passages for many hits at once: one call to `reduce` for the words not yet known, none
 * when every candidate word was seen before. At most `maxKnown` reduced words are kept.
 */
export function createHighlighter(reduce: Reduce, { maxKnown = 20_000 } = {}) {
  const known = new Map<string, readonly string[]>();
  const keyOf = (config: string, word: string) => `${config}\u0000${word}`;

  return async function highlight(
    hits: { text: string; config: string; lexemes: string[] }[],
  ): Promise<Passage[]> {
    const split = hits.map((hit) => wordsOf(hit.text));
    // Per hit, per word: its key when it may be a form of one of the hit's lexemes, else null.
    const candidates = hits.map((hit, index) => {
      const prefixes = hit.lexemes.map(reductionPrefix);
      return split[index]!.map((word) =>
        prefixes.some((prefix) => word.key.startsWith(prefix)) ? keyOf(hit.config, word.key) : null,
      );
    });
    const unknown = new Map<string, { config: string; word: string }>();
    hits.forEach((hit, index) =>
      candidates[index]!.forEach((key, i) => {
        if (key !== null && !known.has(key) && !unknown.has(key))
          unknown.set(key, { config: hit.config, word: split[index]![i]!.key });
      }),
    );
    const fresh = new Map<string, readonly string[]>();
    if (unknown.size > 0) {
      const asked = [...unknown];
      const reduced = await reduce(asked.map(([, word]) => word));
      asked.forEach(([key], index) => {
        const lexemes = reduced[index] ?? [];
        fresh.set(key, lexemes);
        if (known.size >= maxKnown) known.delete(known.keys().next().value!);
        known.set(key, lexemes);
      });
    }
    return hits.map((hit, index) => {
      const lexemes = new Set(hit.lexemes);
      const keys = candidates[index]!;
      return excerpt(hit.text, split[index]!, (_word, i) => {
        const key = keys[i];
        if (key === null || key === undefined) return false;
        const reduced = fresh.get(key) ?? known.get(key);
        return reduced !== undefined && reduced.some((lexeme) => lexemes.has(lexeme));
      });
    });
  };
}
