import { parentPort, workerData } from 'node:worker_threads';
import type { SourceKind } from '@app/contracts';
import { chunkText, dehyphenate } from './chunk-text.ts';
import { detectLanguage } from './detect-language.ts';
import type { ReadResult } from './extract.ts';
import { extractSourceText } from './extract-text.ts';

// One file, one thread: whatever the file makes the reader do, it is this thread's heap and time
// that run out, never the server's (extract.ts sets the limits and ends the thread). Finding the
// language and cutting the passages happen here too: on a large text they take long enough for
// the server's requests to feel it, were they on its thread.
const { kind, bytes } = workerData as { kind: SourceKind; bytes: Uint8Array };
const read = await extractSourceText(kind, bytes);
let result: ReadResult;
if ('error' in read) result = read;
else {
  // Layout breaks the lines of PDF and DOCX text: words hyphenated at a line end are joined.
  const chunks = chunkText(kind === 'pdf' || kind === 'docx' ? dehyphenate(read.text) : read.text);
  result =
    chunks.length === 0 ? { error: 'empty' } : { chunks, language: detectLanguage(read.text) };
}
parentPort!.postMessage(result);
