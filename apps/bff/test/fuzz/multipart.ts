/**
 * Uploads as a browser sends them, and as no browser does: bodies of routes that take
 * `multipart/form-data` (the contract's `contentType`). A body is kept in parts, rendered only
 * when it is sent: a case of ten megabytes costs nothing until then, and a failing one can be cut
 * down part by part.
 */

/** One part of a form: its header lines as sent, and its content. */
export interface MultipartPart {
  headers: string[];
  /** The content, or one text repeated (a huge file is written out only when it is sent). */
  content: string | { repeat: string; times: number };
}

export interface MultipartBody {
  /** The delimiter the body uses (the content type may name another, or none). */
  boundary: string;
  parts: MultipartPart[];
  /**
   * `close`: the closing delimiter ends the body; `none`: the body stops after the last part; a
   * number: the whole body cut to that many characters (negative: that many fewer).
   */
  end: 'close' | 'none' | number;
  preamble?: string;
  epilogue?: string;
  /** CRLF as the form's grammar says, or bare line feeds. */
  lineBreak?: '\r\n' | '\n';
  /** How the text goes on the wire: UTF-8, or one byte per character (a Latin-1 file name). */
  encoding?: 'utf8' | 'latin1';
}

/** The field the upload routes read files from (the contract's summary names it). */
export const FILE_FIELD = 'files';
const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';
const MB = 1024 * 1024;
/** The upload limit of a file (BRAIN_FILE_MAX_BYTES), and one byte more. */
const PAST_FILE_LIMIT = 10 * MB + 1;

const contentOf = (part: MultipartPart) =>
  typeof part.content === 'string' ? part.content : part.content.repeat.repeat(part.content.times);

export function renderMultipart(body: MultipartBody): string {
  const line = body.lineBreak ?? '\r\n';
  let text = body.preamble ?? '';
  for (const part of body.parts)
    text += `--${body.boundary}${line}${part.headers.map((header) => header + line).join('')}${line}${contentOf(part)}${line}`;
  if (body.end !== 'none') text += `--${body.boundary}--${line}${body.epilogue ?? ''}`;
  return typeof body.end === 'number' ? text.slice(0, body.end) : text;
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** A file part of the upload field, named with `disposition` (`filename="…"` or anything). */
export const filePart = (
  disposition: string,
  content: MultipartPart['content'] = 'Notes from the fuzzer.\n',
  type = 'text/plain',
): MultipartPart => ({
  headers: [
    `Content-Disposition: form-data; name="${FILE_FIELD}"; ${disposition}`,
    `Content-Type: ${type}`,
  ],
  content,
});
const fieldPart = (name: string, value: string): MultipartPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: value,
});

const form = (parts: MultipartPart[], more: Partial<MultipartBody> = {}): MultipartBody => ({
  boundary: BOUNDARY,
  parts,
  end: 'close',
  ...more,
});

/** A well-formed upload: one or two small text or Markdown files with ordinary names. */
export function validUpload(pick: <T>(items: readonly T[]) => T): MultipartBody {
  const names = ['notes.txt', 'Guide de démarrage.md', 'meeting 2026-01-05.txt', 'README.markdown'];
  const files = [filePart(`filename="${pick(names)}"`)];
  if (pick([false, true]))
    files.push(
      filePart(`filename="${pick(names)}"`, '# Title\n\nA second file.\n', 'text/markdown'),
    );
  return form(files);
}

export interface MultipartFamily {
  label: string;
  body: MultipartBody;
  /** The request's content type: the body's own boundary unless the family says otherwise. */
  contentType?: string | null;
}

const plain = filePart('filename="plain.txt"');
/** One small text file, its Content-Disposition ending with `disposition` (the name's parameters). */
const named = (label: string, disposition: string): MultipartFamily => ({
  label,
  body: form([filePart(disposition)]),
});
const LONG_NAME = 'n'.repeat(100_000);

/**
 * What a hostile or broken client sends to an upload route: the framing (boundary, closing
 * delimiter, line breaks), the part headers (file names with NUL and control characters, RFC 5987
 * `filename*` in every encoding, path traversal, huge names), the parts (none, empty, duplicated,
 * wrongly named, too many, too large) and the request's content type.
 */
export const hostileMultipart: MultipartFamily[] = [
  // The framing
  {
    label: 'no boundary in the content type',
    body: form([plain]),
    contentType: 'multipart/form-data',
  },
  {
    label: 'an empty boundary',
    body: form([plain]),
    contentType: 'multipart/form-data; boundary=',
  },
  {
    label: 'a boundary the body does not use',
    body: form([plain]),
    contentType: multipartType('something-else'),
  },
  {
    label: 'a quoted boundary with spaces',
    body: form([plain], { boundary: 'a b c' }),
    contentType: 'multipart/form-data; boundary="a b c"',
  },
  {
    label: 'a boundary of 200 characters',
    body: form([plain], { boundary: 'b'.repeat(200) }),
    contentType: multipartType('b'.repeat(200)),
  },
  { label: 'no closing boundary', body: form([plain], { end: 'none' }) },
  { label: 'cut inside the part headers', body: form([plain], { end: 60 }) },
  {
    label: 'cut inside the file',
    body: form([filePart('filename="a.txt"', 'x'.repeat(500))], { end: 300 }),
  },
  { label: 'cut inside the closing boundary', body: form([plain], { end: -8 }) },
  { label: 'bare line feeds', body: form([plain], { lineBreak: '\n' }) },
  {
    label: 'a preamble and an epilogue',
    body: form([plain], { preamble: 'ignore me\r\n', epilogue: 'and me too' }),
  },
  { label: 'no part at all', body: form([]) },
  { label: 'an empty body', body: form([], { end: 0 }) },
  { label: 'a JSON body', body: form([], { preamble: '{"files":[]}', end: 12 }) },
  {
    label: 'charset utf-16 on the content type',
    body: form([plain]),
    contentType: `${multipartType()}; charset=utf-16`,
  },
  {
    label: 'multipart/mixed',
    body: form([plain]),
    contentType: `multipart/mixed; boundary=${BOUNDARY}`,
  },
  // File names
  named('NUL in filename', 'filename="a\u0000b.txt"'),
  named('NUL alone as filename', 'filename="\u0000"'),
  named("NUL in filename* (UTF-8''a%00b.txt)", "filename*=UTF-8''a%00b.txt"),
  named('control characters in filename', 'filename="a\u0001\u0007\u001b[31m\u007f\tb.txt"'),
  named('control characters in filename*', "filename*=UTF-8''a%01%07%1B%5B31m%7F%09b.txt"),
  named('CR LF in filename*', "filename*=UTF-8''a%0D%0Ab.txt"),
  named('C1 controls in filename*', "filename*=UTF-8''a%C2%85%C2%9Bb.txt"),
  named('a raw line break in filename', 'filename="a\r\nX-Injected: 1.txt"'),
  named('filename and a filename* with NUL', 'filename="a.txt"; filename*=UTF-8\'\'a%00b.txt'),
  named('RFC 5987 UTF-8 filename*', "filename*=UTF-8''caf%C3%A9%20%E2%9C%93.txt"),
  named('RFC 5987 ISO-8859-1 filename*', "filename*=ISO-8859-1''caf%E9.txt"),
  named('RFC 5987 with a language', "filename*=UTF-8'fr-FR'r%C3%A9sum%C3%A9.md"),
  named('RFC 5987 unknown charset', "filename*=x-klingon''a%FF.txt"),
  named('RFC 5987 broken escapes', "filename*=UTF-8''a%ZZ%.txt"),
  named('RFC 5987 over-long UTF-8', "filename*=UTF-8''%C0%AE%C0%AE.txt"),
  named('RFC 5987 UTF-8 surrogate', "filename*=UTF-8''%ED%A0%80.txt"),
  named('RFC 5987 without quotes', 'filename*=a.txt'),
  {
    label: 'a Latin-1 byte in filename',
    body: form([filePart('filename="caf\u00e9.txt"')], { encoding: 'latin1' }),
  },
  named('path traversal in filename', 'filename="../../../etc/passwd"'),
  named('a Windows path in filename', 'filename="C:\\\\Users\\\\x\\\\a.md"'),
  named('an empty filename', 'filename=""'),
  named('filename of only spaces and tabs', 'filename=" \t "'),
  named('bidi override in filename', 'filename="a\u202etxt.exe"'),
  named('a filename of 100 000 characters', `filename="${LONG_NAME}"`),
  named('a filename* of 100 000 characters', `filename*=UTF-8''${LONG_NAME}`),
  named('two filename parameters', 'filename="a.txt"; filename="b.md"'),
  // Parts
  { label: 'an empty file', body: form([filePart('filename="empty.txt"', '')]) },
  {
    label: 'a file of 10 MB and one byte',
    body: form([filePart('filename="big.txt"', { repeat: 'a', times: PAST_FILE_LIMIT })]),
  },
  {
    label: 'a part header of 100 kB',
    body: form([
      { headers: [`X-Padding: ${'p'.repeat(100_000)}`, ...plain.headers], content: 'x' },
    ]),
  },
  { label: 'the same file twice', body: form([plain, plain]) },
  {
    label: 'eleven files',
    body: form(Array.from({ length: 11 }, (_, i) => filePart(`filename="f${i}.txt"`))),
  },
  {
    label: 'thirty fields',
    body: form([plain, ...Array.from({ length: 30 }, (_, i) => fieldPart(`f${i}`, 'x'))]),
  },
  { label: 'a field of 10 kB', body: form([plain, fieldPart('note', 'x'.repeat(10_240))]) },
  { label: 'a file without a filename (a field)', body: form([fieldPart(FILE_FIELD, 'text')]) },
  {
    label: 'a file under another name',
    body: form([
      { ...plain, headers: ['Content-Disposition: form-data; name="file"; filename="a.txt"'] },
    ]),
  },
  {
    label: 'a file named __proto__',
    body: form([
      { ...plain, headers: ['Content-Disposition: form-data; name="__proto__"; filename="a.txt"'] },
    ]),
  },
  {
    label: 'a field named __proto__',
    body: form([plain, fieldPart('__proto__', '{"admin":true}')]),
  },
  {
    label: 'a part without Content-Disposition',
    body: form([{ headers: ['Content-Type: text/plain'], content: 'x' }]),
  },
  {
    label: 'Content-Disposition attachment',
    body: form([{ headers: ['Content-Disposition: attachment; filename="a.txt"'], content: 'x' }]),
  },
  {
    label: 'a part header without a colon',
    body: form([{ headers: ['Content-Disposition form-data'], content: 'x' }]),
  },
  {
    label: 'binary content (PNG signature)',
    body: form([filePart('filename="a.txt"', '\u0089PNG\r\n\u001a\n')]),
  },
  { label: 'NUL bytes in a text file', body: form([filePart('filename="a.txt"', 'a\u0000b')]) },
  {
    label: 'invalid UTF-8 in a text file',
    body: form([filePart('filename="a.txt"', 'caf\u00e9')], { encoding: 'latin1' }),
  },
  {
    label: 'a PDF that is not one',
    body: form([filePart('filename="a.pdf"', '%PDF-1.7\n%garbage', 'application/pdf')]),
  },
  {
    label: 'a DOCX that is not one',
    body: form([filePart('filename="a.docx"', 'PK\u0003\u0004garbage', 'application/zip')], {
      encoding: 'latin1',
    }),
  },
  {
    label: 'a nested multipart/mixed part',
    body: form([
      {
        headers: [
          `Content-Disposition: form-data; name="${FILE_FIELD}"`,
          'Content-Type: multipart/mixed; boundary=inner',
        ],
        content: '--inner\r\nContent-Disposition: file; filename="a.txt"\r\n\r\nx\r\n--inner--',
      },
    ]),
  },
];
