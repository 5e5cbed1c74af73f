import { apiContract, brainMessages } from '@app/contracts';
import { parse as parseDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { createBrain, upload } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { docxWithText, pdfWithText } from '../../../test/helpers/files.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { brains } = apiContract;
type Browser = ReturnType<TestApp['http']>;
let t: TestApp;
let owner: Browser;
let stranger: Browser;
const files = {} as Record<'pdf' | 'text' | 'markdown' | 'docx', { id: string; bytes: Buffer }>;
let brainId = '';
let otherBrainId = '';
let strangerBrainId = '';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fileUrl = (brain: string, source: string) => `/api/brains/${brain}/sources/${source}/file`;
/** The answer's bytes, whatever its type. */
const fetchFile = (browser: Browser, url: string) => browser.get(url).responseType('blob');

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  owner = t.http().set('x-forwarded-for', '203.0.113.70');
  stranger = t.http().set('x-forwarded-for', '203.0.113.71');
  await registerAndVerify(t, owner);
  await registerAndVerify(t, stranger);

  const brain = await createBrain(owner, { name: 'Originals', type: 'personal' });
  brainId = brain.id;
  const bytes = {
    pdf: await pdfWithText(['The first page.', 'The second page.']),
    text: Buffer.from('Plain words, and <script>alert(1)</script> as text.\n'),
    markdown: Buffer.from('# Notes\n\nSome *emphasis*.\n'),
    docx: docxWithText(['A paragraph of a Word file.']),
  };
  const added = expectContract(
    brains.uploadSources,
    201,
    await upload(owner, brainId, [
      { name: 'Manuel « été » 2024.pdf', bytes: bytes.pdf },
      { name: 'notes.txt', bytes: bytes.text },
      { name: 'readme.md', bytes: bytes.markdown },
      { name: 'report.docx', bytes: bytes.docx },
    ]),
  );
  for (const source of added.sources)
    files[source.kind] = { id: source.id, bytes: bytes[source.kind] };

  otherBrainId = (await createBrain(owner, { name: 'Another', type: 'personal' })).id;
  strangerBrainId = (await createBrain(stranger, { name: 'Theirs', type: 'personal' })).id;
});
afterAll(async () => {
  // The files are served as they were added, whether read yet or not.
  await t.close();
});

describe('a source’s original file', () => {
  it.each([
    ['pdf', 'application/pdf', 'inline', 'Manuel « été » 2024.pdf'],
    ['text', 'text/plain; charset=utf-8', 'inline', 'notes.txt'],
    ['markdown', 'text/markdown; charset=utf-8', 'inline', 'readme.md'],
    ['docx', DOCX_TYPE, 'attachment', 'report.docx'],
  ] as const)(
    'serves the %s file’s bytes as %s, %s, sandboxed',
    async (kind, type, disposition, name) => {
      const response = await fetchFile(owner, fileUrl(brainId, files[kind].id));
      expect(response.status).toBe(200);
      expect(Buffer.compare(response.body as Buffer, files[kind].bytes)).toBe(0);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-length']).toBe(String(files[kind].bytes.length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none';/);
      expect(response.headers['cache-control']).toBe('private');
      const header = parseDisposition(response.headers['content-disposition'] as string);
      expect(header).toEqual({
        type: disposition,
        parameters: expect.objectContaining({ filename: name }) as object,
      });
    },
  );

  it('names a file with non-ASCII characters with an ASCII fallback and its UTF-8 name', async () => {
    const response = await fetchFile(owner, fileUrl(brainId, files.pdf.id));
    const header = response.headers['content-disposition'] as string;
    expect(header).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\x21-\x7e]+$/);
    expect(header).toContain(
      "filename*=UTF-8''Manuel%20%C2%AB%20%C3%A9t%C3%A9%20%C2%BB%202024.pdf",
    );
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await owner.head(fileUrl(brainId, files.pdf.id));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(files.pdf.bytes.length));
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.text ?? '').toBe('');
  });

  it('is a 404 for another person’s brain, a source of another brain, and unknown ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [Browser, string, string][] = [
      // Someone the brain is not shared with, with its real ids.
      [stranger, brainId, files.pdf.id],
      // Their own brain's id, with a source of someone else's.
      [stranger, strangerBrainId, files.pdf.id],
      // The owner's other brain, which does not hold this source.
      [owner, otherBrainId, files.pdf.id],
      [owner, brainId, unknown],
      [owner, unknown, files.pdf.id],
    ];
    for (const [browser, brain, source] of cases) {
      const response = await browser.get(fileUrl(brain, source));
      const body = expectContract(brains.getSourceFile, 404, response);
      expect(body).toEqual({ error: brainMessages.notFound, code: 'brain_not_found' });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it('is a 401 signed out, and a 400 for ids that are not UUIDs', async () => {
    expectContract(brains.getSourceFile, 401, await t.http().get(fileUrl(brainId, files.pdf.id)));
    for (const url of [fileUrl('not-a-uuid', files.pdf.id), fileUrl(brainId, 'x%27%20or%201=1')])
      expect(expectContract(brains.getSourceFile, 400, await owner.get(url)).code).toBe(
        'invalid_request',
      );
  });
});
