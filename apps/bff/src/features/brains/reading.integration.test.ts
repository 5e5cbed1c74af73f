import { apiContract, sourceErrorMessages } from '@app/contracts';
import { blankScan, linesPdf, scanPdf, textPdf } from '@app/test-fixtures/scanned-pdf';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { createBrain, settled, upload } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { READING_VERSION } from './reading/reading-version.ts';

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
const pdfWithLines = async (pages: string[][]) => Buffer.from(await linesPdf(pages));

/** Uploads files, and checks they were taken. */
const added = async (browser: Browser, brainId: string, files: { name: string; bytes: Buffer }[]) =>
  expectContract(brains.uploadSources, 201, await upload(browser, brainId, files));

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
    await added(owner, brain.id, [
      {
        name: 'manual.pdf',
        bytes: await pdfWithLines([
          [
            ...lines,
            'Le conden-',
            'sateur garde la charge; the well-known',
            'rule holds.',
            'Include <stdio.h> first; gzip --repetitive-fast is gone.',
          ],
        ]),
      },
    ]);
    const done = await settled(owner, brain.id);
    // A text PDF has no page read by OCR.
    expect(done.sources[0]).toMatchObject({ status: 'ready', ocr: null });
    for (const q of [
      'read.table',
      '3.14',
      '6.3.1',
      'example.com',
      'stdio.h',
      '--repetitive-fast',
    ]) {
      const found = await search(brain.id, q);
      expect(found.total, q).toBeGreaterThan(0);
      // Marked whole where the passage shows it, so the excerpt is around it.
      if (!q.startsWith('--'))
        expect(
          found.items[0]!.passage.filter((run) => run.highlight).map((run) => run.text),
          q,
        ).toContain(q);
      for (const text of texts(found)) expect(text).not.toMatch(/read\. table|3\. 14|6\. 3\. 1/);
    }
    const joined = await search(brain.id, 'condensateur');
    expect(texts(joined)).toEqual([expect.stringContaining('Le condensateur garde la charge')]);
    expect(texts(joined)[0]).toContain('the well-known\nrule holds.');
  });
});

describe('where each passage is', () => {
  it('gives PDF passages their page, and other formats none', async () => {
    const brain = await createBrain(owner, { name: 'Places', type: 'personal' });
    const filler = 'The handbook explains routine matters for every team in plain words. ';
    await added(owner, brain.id, [
      {
        name: 'handbook.pdf',
        bytes: await pdfWithLines([
          [`${filler}Badges open the front door.`],
          [],
          [...Array.from({ length: 18 }, () => filler), 'The kettle lives on the third floor.'],
        ]),
      },
      { name: 'notes.txt', bytes: Buffer.from('The kettle is descaled every Friday.') },
    ]);
    await settled(owner, brain.id);
    const found = await search(brain.id, 'kettle');
    const byName = Object.fromEntries(found.items.map((hit) => [hit.sourceName, hit]));
    // Page 2 is empty: the passages are on pages 1 and 3.
    expect(byName['handbook.pdf']).toMatchObject({ page: 3, pageEnd: null, readByOcr: false });
    expect(byName['notes.txt']).toMatchObject({ page: null, pageEnd: null, readByOcr: false });
    expect((await search(brain.id, 'badges')).items[0]).toMatchObject({ page: 1, pageEnd: null });
    // A passage that runs over a page break names both pages.
    const short = await createBrain(owner, { name: 'Two pages', type: 'personal' });
    await added(owner, short.id, [
      {
        name: 'memo.pdf',
        bytes: await pdfWithLines([['The memo starts here.'], ['It ends with the coffee.']]),
      },
    ]);
    await settled(owner, short.id);
    expect((await search(short.id, 'coffee')).items[0]).toMatchObject({ page: 1, pageEnd: 2 });
  });
});

describe('brains read before passages kept their page', () => {
  it('are read again by the re-index job, their old passages searched until the new replace them', async () => {
    const brain = await createBrain(owner, { name: 'Old brain', type: 'personal' });
    const words = 'Load the data with read.table and check version 6.3.1 of the package first. ';
    await added(owner, brain.id, [
      { name: 'old.pdf', bytes: await pdfWithLines([[words], [words]]) },
    ]);
    const before = await settled(owner, brain.id);
    const sourceId = before.sources[0]!.id;
    const db = t.database.db;
    // What the reading before this one stored: dotted words cut at the dot, no page.
    await sql`update brain_chunk_texts t set page = null, page_end = null,
      content = replace(t.content, 'read.table', 'read. table')
      from brain_chunks c where c.id = t.chunk_id and c.source_id = ${sourceId}`.execute(db);
    await sql`update brain_chunks c set tsv = to_tsvector(c.config, t.content)
      from brain_chunk_texts t where t.chunk_id = c.id and c.source_id = ${sourceId}`.execute(db);
    await sql`update brain_sources set reading_version = 0 where id = ${sourceId}`.execute(db);
    expect((await search(brain.id, 'read.table')).total).toBe(0);

    // The next reading is written hidden: searches find the old passages until it replaces them.
    const search_ = t.services.brainSearch;
    await search_.index({
      brainId: brain.id,
      sourceId,
      config: 'english',
      start: 0,
      passages: [
        { text: 'A hidden reading of read.table', page: 1, pageEnd: null, readByOcr: false },
      ],
      hidden: true,
    });
    expect((await search(brain.id, 'hidden')).total).toBe(0);
    expect((await search(brain.id, 'table')).items[0]).toMatchObject({ page: null });
    await sql`delete from brain_chunks where source_id = ${sourceId} and chunk_index < 0`.execute(
      db,
    );

    await t.services.jobs.send('brain-sweep', {});
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('brain_sources')
              .select(['reading_version', 'status'])
              .where('id', '=', sourceId)
              .executeTakeFirstOrThrow()
          ).reading_version,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(READING_VERSION);
    const after = await settled(owner, brain.id);
    expect(after.sources[0]).toMatchObject({ status: 'ready', progress: 100, error: null });
    const found = await search(brain.id, 'read.table');
    expect(found.items.map((hit) => hit.page)).toEqual([1]);
    expect(found.items[0]).toMatchObject({ pageEnd: 2 });
    // Nothing of the old reading is left, and the new one is there once.
    const { rows } = await sql<{ n: number; hidden: number }>`select count(*)::int as n,
      count(*) filter (where chunk_index < 0)::int as hidden
      from brain_chunks where source_id = ${sourceId}`.execute(db);
    expect(rows[0]).toEqual({ n: after.sources[0]!.chunkCount, hidden: 0 });
  });
});

describe('scanned PDFs, read by OCR', () => {
  let o: TestApp;
  let reader: Browser;
  beforeAll(async () => {
    // A page's time budget far above what a page takes: on a machine busy with other tests the
    // OCR, at a lower priority, waits its turn. (Past the budget: ocr-reader.test.ts.)
    o = await createTestApp({
      TRUST_PROXY: '1',
      OCR_MAX_PAGES: '3',
      OCR_PAGE_TIMEOUT_MS: '300000',
    });
    reader = o.http().set('x-forwarded-for', '203.0.113.31');
    await registerAndVerify(o, reader);
  });
  afterAll(async () => {
    await o.close();
  });

  const scannedPage =
    'The committee reviewed the quarterly budget and approved the purchase of seventeen bicycles for the warehouse staff. ' +
    'Everyone agreed that the northern garden should be watered every morning.';
  const secondScannedPage =
    'The archive opens on weekday mornings, and its two librarians answer questions about the old maps.';

  it(
    'reads the pages without text layer one by one, saying how many are read, marks their passages, and finds their words at their page',
    { timeout: 180_000 },
    async () => {
      const brain = await createBrain(reader, { name: 'Scans', type: 'personal' });
      const mixed = await scanPdf(
        await textPdf([
          ['The cover page of the annual report, with its table of contents and its foreword.'],
          [scannedPage],
        ]),
        { dpi: 200, pages: [2] },
      );
      const scanned = await scanPdf(await textPdf([[scannedPage], [secondScannedPage]]), {
        dpi: 200,
      });
      const sources = expectContract(
        brains.uploadSources,
        201,
        await upload(reader, brain.id, [
          { name: 'mixed.pdf', bytes: Buffer.from(mixed) },
          { name: 'scanned.pdf', bytes: Buffer.from(scanned) },
        ]),
      ).sources;
      expect(sources.map((source) => source.ocr)).toEqual([null, null]);
      // What the brain said of the two-page scan's OCR at each poll while it was processed.
      const seen: { pagesRead: number; pages: number }[] = [];
      const done = await settled(reader, brain.id, 150_000, (now) => {
        const source = now.sources.find((one) => one.name === 'scanned.pdf');
        if (source?.status === 'processing' && source.ocr) seen.push(source.ocr);
      });
      expect(
        done.sources.map((source) => [source.name, source.status, source.error, source.language]),
      ).toEqual([
        ['mixed.pdf', 'ready', null, 'en'],
        ['scanned.pdf', 'ready', null, 'en'],
      ]);
      // Page by page, never backwards, seen before the last page is read; all of them once ready.
      const read = seen.map((ocr) => ocr.pagesRead);
      expect(seen.every((ocr) => ocr.pages === 2)).toBe(true);
      expect(read).toEqual([...read].sort((a, b) => a - b));
      expect(read[0]).toBeLessThan(2);
      expect(done.sources.map((source) => [source.name, source.ocr])).toEqual([
        ['mixed.pdf', { pagesRead: 1, pages: 1 }],
        ['scanned.pdf', { pagesRead: 2, pages: 2 }],
      ]);
      const found = expectContract(
        brains.searchBrain,
        200,
        await reader.get(`/api/brains/${brain.id}/search`).query({ q: 'bicycles warehouse' }),
      );
      const byName = Object.fromEntries(found.items.map((hit) => [hit.sourceName, hit]));
      // The scan's two short pages are one passage.
      expect(byName['scanned.pdf']).toMatchObject({ page: 1, pageEnd: 2, readByOcr: true });
      // Only the scanned page was read by OCR; the cover kept its text layer.
      expect(byName['mixed.pdf']).toMatchObject({ page: 1, pageEnd: 2, readByOcr: true });
      const cover = expectContract(
        brains.searchBrain,
        200,
        await reader.get(`/api/brains/${brain.id}/search`).query({ q: 'foreword' }),
      );
      expect(cover.items.map((hit) => hit.sourceName)).toEqual(['mixed.pdf']);
    },
  );

  it(
    'ends in a clear error past the page limit, on a scan of nothing, and when the OCR process dies; the server goes on',
    { timeout: 180_000 },
    async () => {
      const brain = await createBrain(reader, { name: 'Bad scans', type: 'personal' });
      const four = await scanPdf(
        await textPdf([['one page'], ['two pages'], ['three pages'], ['four pages']]),
        { dpi: 72 },
      );
      await added(reader, brain.id, [
        { name: 'long-scan.pdf', bytes: Buffer.from(four) },
        { name: 'blank-scan.pdf', bytes: Buffer.from(await blankScan()) },
      ]);
      const done = await settled(reader, brain.id, 150_000);
      const byName = Object.fromEntries(done.sources.map((source) => [source.name, source]));
      expect(byName['long-scan.pdf']).toMatchObject({
        status: 'error',
        error: { code: 'ocr_too_many_pages', message: sourceErrorMessages.ocr_too_many_pages },
      });
      expect(byName['blank-scan.pdf']?.error?.code).toBe('pdf_no_text');
      // A failed source says nothing of OCR.
      expect(done.sources.map((source) => source.ocr)).toEqual([null, null]);

      // The OCR process is killed while it reads the second of three pages, as a renderer's
      // crash would end it.
      const three = await scanPdf(await textPdf([[scannedPage], [scannedPage], [scannedPage]]), {
        dpi: 200,
      });
      const crashing = await createBrain(reader, { name: 'Crash', type: 'personal' });
      await added(reader, crashing.id, [{ name: 'crash.pdf', bytes: Buffer.from(three) }]);
      // Once the first page is read, the process up is the one reading this file.
      await expect
        .poll(
          async () =>
            expectContract(brains.getBrain, 200, await reader.get(`/api/brains/${crashing.id}`))
              .sources[0]!.ocr?.pagesRead,
          { timeout: 120_000, interval: 50 },
        )
        .toBeGreaterThan(0);
      process.kill(o.services.ocr!.pid!, 'SIGKILL');
      const crashed = await settled(reader, crashing.id, 60_000);
      expect(crashed.sources[0]).toMatchObject({
        status: 'error',
        error: { code: 'ocr_unreadable' },
        ocr: null,
      });
      expect((await reader.get('/api/health')).status).toBe(200);
    },
  );
});
