import { parse as parseDisposition } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { sourceFileHeaders } from './source-file.ts';

const disposition = (name: string, kind: 'pdf' | 'docx' = 'pdf') =>
  sourceFileHeaders({ name, kind, sizeBytes: 1 })['content-disposition'];

describe('the headers of a source’s file', () => {
  it('quotes a name with quotes and backslashes so that it parses back to the same name', () => {
    for (const name of ['rapport "final".pdf', 'back\\slash.pdf', 'a;b=c.pdf', '%41.pdf'])
      expect(parseDisposition(disposition(name)).parameters.filename).toBe(name);
  });

  it('gives a name outside ASCII as UTF-8, with an ASCII fallback', () => {
    const header = disposition('日本語 été.pdf');
    expect(header).toMatch(/^inline; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
    expect(parseDisposition(header).parameters.filename).toBe('日本語 été.pdf');
  });

  it('turns control characters into spaces, in both forms of the name', () => {
    const header = disposition('a\u0007b\r\nc\u001b[31m.pdf');
    expect(header).not.toMatch(/\p{Cc}|%[01][0-9A-F]|%7F/iu);
    expect(parseDisposition(header).parameters.filename).toBe('a b c [31m.pdf');
  });

  it('has a DOCX downloaded, never shown', () => {
    expect(disposition('report.docx', 'docx')).toBe('attachment; filename=report.docx');
  });
});
