import type { BrainDetail } from '@app/contracts';

/**
 * What the server would refuse in an upload, checked before sending it: the count of files, each
 * file's size, and the brain's total. The names are those of the contract's `brainMessages`, so
 * the screen says the server's own words. The server still decides (it also checks the type from
 * the bytes, which the browser cannot do reliably).
 */
export type UploadProblem =
  | { kind: 'noFiles' }
  | { kind: 'tooManyFiles'; count: number }
  | { kind: 'emptyFile'; file: string }
  | { kind: 'fileTooLarge'; file: string; size: number }
  | { kind: 'brainTooLarge'; adding: number };

export function checkUpload(
  files: readonly { name: string; size: number }[],
  usedBytes: number,
  limits: BrainDetail['limits'],
): UploadProblem | null {
  if (files.length === 0) return { kind: 'noFiles' };
  if (files.length > limits.filesPerUpload) return { kind: 'tooManyFiles', count: files.length };
  for (const file of files) {
    if (file.size === 0) return { kind: 'emptyFile', file: file.name };
    if (file.size > limits.fileMaxBytes)
      return { kind: 'fileTooLarge', file: file.name, size: file.size };
  }
  const adding = files.reduce((sum, file) => sum + file.size, 0);
  if (usedBytes + adding > limits.brainMaxBytes) return { kind: 'brainTooLarge', adding };
  return null;
}
