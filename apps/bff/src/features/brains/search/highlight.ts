import type { Passage } from '@app/contracts';

/**
 * The passages a search shows, with the matching words marked (ADR 051).
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

/** What a word is made of: letters and digits of any script (`[\p{L}\p{N}]`). */
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** ASCII letters and digits. */
const ASCII_WORD_CHAR = new Uint8Array(128).map((_, code) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? 1 : 0,
);
/** The answer of WORD_CHAR for the characters beyond ASCII met so far. */
const wordCharBeyondAscii = new Map<number, boolean>();

function isWordCharBeyondAscii(code: number) {
  let answer = wordCharBeyondAscii.get(code);
  if (answer === undefined) {
    answer = WORD_CHAR.test(String.fromCodePoint(code));
    if (wordCharBeyondAscii.size < 10_000) wordCharBeyondAscii.set(code, answer);
  }
  return answer;
}

const DOT = 46;

/** Whether the character at `i` (a pair of halves read whole) is a word character. */
function isWordCharAt(text: string, i: number) {
  const code = text.codePointAt(i)!;
  return code < 128 ? ASCII_WORD_CHAR[code] === 1 : isWordCharBeyondAscii(code);
}

/** Where `wordBounds` writes before it copies out: grown as needed, kept between calls. */
let scratch = new Int32Array(2048);

/**
 * Where each word of a text starts and ends, two numbers a word: the runs of letters and digits
 * (with the dots inside them),
 * found without a regular expression or a string per word (a page of ten passages has over a
 * thousand words, and only the few that may match are looked at again). The bounds are written
 * to a buffer kept between calls and copied out once, at their size: a list grown word by word
 * made a search's largest garbage.
 */
export function wordBounds(text: string): Int32Array {
  const length = text.length;
  // At most one word every two characters: two bounds each, and one more word at the end.
  if (scratch.length < length + 2)
    scratch = new Int32Array(Math.max(length + 2, scratch.length * 2));
  const bounds = scratch;
  let count = 0;
  let start = -1;
  for (let i = 0; i < length; i++) {
    let code = text.charCodeAt(i);
    let inWord: boolean;
    if (code < 128) {
      inWord = ASCII_WORD_CHAR[code] === 1;
      // A dot between two word characters is inside the word, as Postgres reads one
      // (`read.table`, `stdio.h`, `3.14`, `example.com`): marked whole, as it was matched.
      if (code === DOT && start >= 0 && i + 1 < length) inWord = isWordCharAt(text, i + 1);
    } else {
      // A character beyond the first plane comes as two halves: read it whole.
      const next = i + 1 < length ? text.charCodeAt(i + 1) : 0;
      const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
      if (pair) code = (code - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
      inWord = isWordCharBeyondAscii(code);
      if (pair) {
        if (inWord) {
          if (start < 0) start = i;
        } else if (start >= 0) {
          bounds[count++] = start;
          bounds[count++] = i;
          start = -1;
        }
        i++;
        continue;
      }
    }
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      bounds[count++] = start;
      bounds[count++] = i;
      start = -1;
    }
  }
  if (start >= 0) {
    bounds[count++] = start;
    bounds[count++] = length;
  }
  return bounds.slice(0, count);
}

export function wordsOf(text: string): Word[] {
  const bounds = wordBounds(text);
  const words: Word[] = [];
  for (let i = 0; i < bounds.length; i += 2)
    words.push({
      start: bounds[i]!,
      end: bounds[i + 1]!,
      key: text.slice(bounds[i], bounds[i + 1]).toLowerCase(),
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

/** A marked word of a passage: its index among the passage's words, and its key. */
interface Mark {
  index: number;
  key: string;
}

/**
 * The passage's best fragments (the ones holding the most of the searched words, then the most
 * matches), in their order in the passage, with the matched words marked.
 */
export function excerpt(
  text: string,
  words: Word[],
  matched: (word: Word, index: number) => boolean,
  options: ExcerptOptions = {},
): Passage {
  const bounds = words.flatMap((word) => [word.start, word.end]);
  const marks: Mark[] = [];
  words.forEach((word, index) => {
    if (matched(word, index)) marks.push({ index, key: word.key });
  });
  return excerptOf(text, bounds, marks, options);
}

/**
 * `excerpt` over word bounds (`wordBounds`) and the marked words, in their order: the words of a
 * passage are many and its marks few, so only the marks are walked.
 */
function excerptOf(
  text: string,
  bounds: ArrayLike<number>,
  marks: readonly Mark[],
  { maxWords = 40, maxFragments = 2, lead = 8 }: ExcerptOptions,
): Passage {
  const count = bounds.length / 2;
  // A passage with no word at all (only signs) is shown as it is.
  if (count === 0) return text.trim() ? [{ text: text.trim(), highlight: false }] : [];
  const windows: { start: number; end: number; score: number }[] = [];
  if (count <= maxWords) windows.push({ start: 0, end: count, score: 0 });
  else {
    // A window for each mark, from a few words before it; scored by the different words it
    // marks, then by its marks.
    const candidates: { start: number; end: number; score: number }[] = [];
    let first = 0;
    const keys: string[] = [];
    for (const mark of marks) {
      const start = Math.max(0, Math.min(mark.index - lead, count - maxWords));
      const end = start + maxWords;
      while (first < marks.length && marks[first]!.index < start) first++;
      keys.length = 0;
      let matches = 0;
      for (let i = first; i < marks.length && marks[i]!.index < end; i++) {
        if (!keys.includes(marks[i]!.key)) keys.push(marks[i]!.key);
        matches++;
      }
      candidates.push({ start, end, score: keys.length * 1000 + matches });
    }
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
  let next = 0;
  windows.forEach(({ start, end }, index) => {
    if (index > 0) push(' … ', false);
    else if (start > 0) push('… ', false);
    // What lies between two marked words (unmarked words and signs) is one unmarked run.
    let at = bounds[2 * start]!;
    while (next < marks.length && marks[next]!.index < start) next++;
    for (; next < marks.length && marks[next]!.index < end; next++) {
      const i = marks[next]!.index;
      push(text.slice(at, bounds[2 * i]), false);
      push(text.slice(bounds[2 * i], bounds[2 * i + 1]), true);
      at = bounds[2 * i + 1]!;
    }
    // Up to the window's last word, and the punctuation that closes it ("meeting." stays whole).
    let close = bounds[2 * end - 1]!;
    while (close < text.length && !/\s/.test(text[close]!)) close++;
    push(text.slice(at, close), false);
    if (index === windows.length - 1 && end < count) push(' …', false);
  });
  return passage;
}

/** Reduces words with a text search configuration, many at once: [config, word] → lexemes. */
export type Reduce = (words: { config: string; word: string }[]) => Promise<string[][]>;

/**
 * Marks passages for many hits at once: one call to `reduce` for the words not yet known, none
 * when every candidate word was seen before. At most `maxKnown` reduced words are kept.
 */
/** A passage to mark: its text, its configuration, and the lexemes of its query. */
interface Hit {
  text: string;
  config: string;
  lexemes: string[];
}

export function createHighlighter(reduce: Reduce, { maxKnown = 20_000 } = {}) {
  const known = new Map<string, readonly string[]>();
  const keyOf = (config: string, word: string) => `${config}\u0000${word}`;

  /**
   * The hit's words that may be a form of one of its lexemes, with their keys (configuration and
   * lower-case form), in order. A word whose first letter is ASCII and not the first letter of
   * any lexeme's prefix is passed over without making its lower-case form (most words of a
   * passage).
   */
  function candidatesOf(hit: Hit, bounds: Int32Array): Mark[] {
    const { text, config } = hit;
    const prefixes = hit.lexemes.map(reductionPrefix);
    const firsts = prefixes.map((prefix) => prefix.charCodeAt(0));
    const anyWord = prefixes.some((prefix) => prefix === '');
    const found: Mark[] = [];
    for (let i = 0; i < bounds.length; i += 2) {
      const first = text.charCodeAt(bounds[i]!);
      // ASCII lowers to ASCII, one letter for one: its lower-case first letter is this one.
      const lower = first >= 65 && first <= 90 ? first + 32 : first;
      if (!anyWord && first < 128 && !firsts.includes(lower)) continue;
      const word = text.slice(bounds[i], bounds[i + 1]).toLowerCase();
      if (prefixes.some((prefix) => word.startsWith(prefix)))
        found.push({ index: i / 2, key: keyOf(config, word) });
    }
    return found;
  }

  return async function highlight(hits: Hit[]): Promise<Passage[]> {
    const bounds = hits.map((hit) => wordBounds(hit.text));
    const candidates = hits.map((hit, index) => candidatesOf(hit, bounds[index]!));
    const unknown = new Map<string, { config: string; word: string }>();
    hits.forEach(({ config }, index) => {
      for (const { key } of candidates[index]!)
        if (!known.has(key) && !unknown.has(key))
          unknown.set(key, { config, word: key.slice(config.length + 1) });
    });
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
      // A candidate is marked when Postgres reduces it to one of the lexemes it matched.
      const marks = candidates[index]!.filter(({ key }) => {
        const reduced = fresh.get(key) ?? known.get(key);
        return reduced !== undefined && reduced.some((lexeme) => hit.lexemes.includes(lexeme));
      });
      return excerptOf(hit.text, bounds[index]!, marks, {});
    });
  };
}
