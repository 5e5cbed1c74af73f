/**
 * OCR for scanned PDFs (docs/decisions/054): `createOcrReader` reads pages by OCR in a child
 * process with bounded memory and time; `pagesNeedingOcr` tells which pages of a PDF lack a text
 * layer, from the page texts its reading already extracts.
 */
export {
  createOcrReader,
  type OcrErrorCode,
  type OcrLanguage,
  type OcrLimits,
  type OcrModel,
  type OcrPage,
  type OcrReadOptions,
  type OcrReader,
  type OcrResult,
  type OcrStats,
} from './ocr-reader.ts';
export { MIN_TEXT_LAYER_CHARACTERS, pagesNeedingOcr, pagesWithoutTextLayer } from './text-layer.ts';

import type { Env } from '../../env.ts';
import type { OcrLimits } from './ocr-reader.ts';

/** The reader's limits as the environment sets them (OCR_MAX_PAGES, OCR_PAGE_TIMEOUT_MS, OCR_MAX_MEMORY_MB). */
export function ocrLimits(
  env: Pick<Env, 'OCR_MAX_PAGES' | 'OCR_PAGE_TIMEOUT_MS' | 'OCR_MAX_MEMORY_MB'>,
): OcrLimits {
  return {
    maxPages: env.OCR_MAX_PAGES,
    pageTimeoutMs: env.OCR_PAGE_TIMEOUT_MS,
    maxMemoryMb: env.OCR_MAX_MEMORY_MB,
  };
}
