import { apiContract } from '@app/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { createBrain, settled, upload } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { brains } = apiContract;
let t: TestApp;
type Browser = ReturnType<TestApp['http']>;
let owner: Browser;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', OCR_ENABLED: 'false' });
  owner = t.http().set('x-forwarded-for', '203.0.113.30');
  await registerAndVerify(t, owner);
});
afterAll(async () => {
  await t.close();
});

/** A text PDF laid out line by line as given: one array of lines a page. */
async function pdfWithLines(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font }),
    );
  }
  return Buffer.from(await pdf.save());
}

const search = async (brainId: string, q: string) =>
  expectContract(
    brains.searchBrain,
    200,
    await owner.get(`/api/brains/${brainId}/search`).query({ q }),
  );

/** The texts of a search's hits, their runs joined. */
const texts = (results: { items: { passage: { text: string }[] }[] }) =>
  results.items.map((hit) => hit.passage.map((run) => run.text).join(''));

describe('the text of a document, as it is', () => {
  it('finds dotted names, numbers and addresses, and words hyphenated at a line end', async () => {
    const brain = await createBrain(owner, { name: 'R manual', type: 'personal' });
    // A paragraph over 1,500 characters: it is cut at sentences, never at a dot inside a word.
    const sentence =
      'Call read.table on the file and compare the mean with 3.14 as version 6.3.1 of the guide at example.com explains.';
    const lines = Array.from({ length: 16 }, () => sentence);
    expectContract(
      brains.uploadSources,
      201,
      await upload(owner, brain.id, [
        {
          name: 'manual.pdf',
          bytes: await pdfWithLines([
            [...lines, 'Le conden-', 'sateur garde la charge; the well-known', 'rule holds.'],
          ]),
        },
      ]),
    );
    const done = await settled(owner, brain.id);
    expect(done.sources[0]).toMatchObject({ status: 'ready' });
    for (const q of ['read.table', '3.14', '6.3.1', 'example.com']) {
      const found = await search(brain.id, q);
      expect(found.total, q).toBeGreaterThan(0);
      for (const text of texts(found)) expect(text).not.toMatch(/read\. table|3\. 14|6\. 3\. 1/);
    }
    const joined = await search(brain.id, 'condensateur');
    expect(texts(joined)).toEqual([expect.stringContaining('Le condensateur garde la charge')]);
    expect(texts(joined)[0]).toContain('the well-known\nrule holds.');
  });
});
