import { BRAIN_FILE_MAX_BYTES, BRAIN_FILES_PER_UPLOAD, BRAIN_MAX_BYTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-checks';

const limits = {
  fileMaxBytes: BRAIN_FILE_MAX_BYTES,
  brainMaxBytes: BRAIN_MAX_BYTES,
  filesPerUpload: BRAIN_FILES_PER_UPLOAD,
};
const file = (name: string, size: number) => ({ name, size });
const MB = 1024 * 1024;

describe('checking an upload before it is sent', () => {
  it('lets files within every limit through', () => {
    expect(checkUpload([file('a.pdf', 10 * MB), file('b.md', 12)], 29 * MB, limits)).toBeNull();
  });

  it('refuses no file, too many files, an empty file and a file over 10 MB, naming it', () => {
    expect(checkUpload([], 0, limits)).toEqual({ kind: 'noFiles' });
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.txt`, 1));
    expect(checkUpload(eleven, 0, limits)).toEqual({ kind: 'tooManyFiles', count: 11 });
    expect(checkUpload([file('ok.txt', 1), file('empty.txt', 0)], 0, limits)).toEqual({
      kind: 'emptyFile',
      file: 'empty.txt',
    });
    expect(checkUpload([file('big.pdf', 10 * MB + 1)], 0, limits)).toEqual({
      kind: 'fileTooLarge',
      file: 'big.pdf',
      size: 10 * MB + 1,
    });
  });

  it('refuses what would take the brain over 50 MB', () => {
    expect(checkUpload([file('a.pdf', 6 * MB)], 45 * MB, limits)).toEqual({
      kind: 'brainTooLarge',
      adding: 6 * MB,
    });
    expect(checkUpload([file('a.pdf', 5 * MB)], 45 * MB, limits)).toBeNull();
  });
});
