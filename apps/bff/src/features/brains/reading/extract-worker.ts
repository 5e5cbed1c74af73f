import { parentPort, workerData } from 'node:worker_threads';
import { pagesNeedingOcr } from '../../../services/ocr/text-layer.ts';
import { detectLanguage } from './detect-language.ts';
import type { PassagesResult, ReadResult, WorkerTask } from './extract.ts';
import { extractSourceText } from './extract-text.ts';
import { pagedPassages, plainPassages, type ReadText } from './passages.ts';

// One file, one thread: whatever the file makes the reader do, it is this thread's heap and time
// that run out, never the server's (extract.ts sets the limits and ends the thread). Finding the
// language and cutting the passages happen here too: on a large text they take long enough for
// the server's requests to feel it, were they on its thread.

/** Passages and language of a text read; a text without passages has nothing to search. */
function passagesOf(read: ReadText, pdf: boolean): PassagesResult {
  if (read.passages.length === 0) return { error: pdf ? 'pdf_no_text' : 'empty' };
  return { passages: read.passages, language: detectLanguage(read.text) };
}

async function run(task: WorkerTask): Promise<ReadResult> {
  if (task.task === 'passages') return passagesOf(pagedPassages(task.pages), true);
  const read = await extractSourceText(task.kind, task.bytes);
  if ('error' in read) return read;
  if ('text' in read)
    // Layout breaks the lines of a DOCX's text: words hyphenated at a line end are joined.
    return passagesOf(plainPassages(read.text, { lineBroken: task.kind === 'docx' }), false);
  // Pages without a text layer (scans) are for OCR, which runs outside this thread.
  const needOcr = task.ocr ? pagesNeedingOcr(read.pages) : [];
  if (needOcr.length > 0) return { needOcr, pages: read.pages };
  return passagesOf(pagedPassages(read.pages.map((text) => ({ text, ocr: false }))), true);
}

parentPort!.postMessage(await run(workerData as WorkerTask));
