/** A passage is about this long: enough context to answer from, short enough to show. */
const TARGET = 900;
const MAX = 1500;

/**
 * Splits a text into passages at paragraph, then sentence, then word boundaries: each about 900
 * characters, none over 1,500, none empty.
 */
export function chunkText(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
  const pieces = paragraphs.flatMap((paragraph) =>
    paragraph.length <= MAX ? [paragraph] : splitLong(paragraph),
  );
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length + 2 > TARGET) {
      chunks.push(current);
      current = piece;
    } else current = current ? `${current}\n\n${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLong(paragraph: string): string[] {
  const sentences = paragraph.match(/[^.!?…]+[.!?…]+["'»)\]]*\s*|[^.!?…]+$/g) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences.map((item) => item.trim()).filter(Boolean)) {
    for (const part of sentence.length <= MAX ? [sentence] : splitWords(sentence)) {
      if (current && current.length + part.length + 1 > TARGET) {
        out.push(current);
        current = part;
      } else current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}

function splitWords(sentence: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/)) {
    // A "word" longer than a passage (a URL, a hash): cut it.
    for (let i = 0; i < word.length; i += MAX) {
      const part = word.slice(i, i + MAX);
      if (current && current.length + part.length + 1 > MAX) {
        out.push(current);
        current = part;
      } else current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}
