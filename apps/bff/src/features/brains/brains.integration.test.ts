import { apiContract, BRAIN_FILE_MAX_BYTES } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { createBrain, settled, upload } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { acceptLatestInvitation } from '../../../test/helpers/invitations.ts';
import {
  brokenPdf,
  docxBomb,
  docxWithText,
  pdfWithoutText,
  pdfWithText,
  pngBytes,
} from '../../../test/helpers/files.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { brains } = apiContract;
let t: TestApp;
type Browser = ReturnType<TestApp['http']>;
let owner: Browser;

beforeAll(async () => {
  // Scanned pages are read by OCR in reading.integration.test.ts; here a PDF without text is
  // refused as it is with OCR off.
  t = await createTestApp({ TRUST_PROXY: '1', OCR_ENABLED: 'false' });
  owner = t.http().set('x-forwarded-for', '203.0.113.10');
  await registerAndVerify(t, owner);
});
afterAll(async () => {
  await t.close();
});

const marked = (passage: { text: string; highlight: boolean }[]) =>
  passage.filter((run) => run.highlight).map((run) => run.text);

const sourceCount = async (brainId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('brain_sources')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brain_id', '=', brainId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a brain filled with documents', () => {
  it('reads text, Markdown, PDF and DOCX into ready sources, and finds them in both languages', async () => {
    const brain = await createBrain(owner, { description: 'How we work' });
    expect(brain).toMatchObject({ status: 'pending', myRole: 'owner', sources: [] });

    const added = expectContract(
      brains.uploadSources,
      201,
      await upload(owner, brain.id, [
        {
          name: 'onboarding.pdf',
          bytes: await pdfWithText([
            'Every new colleague receives a laptop on the first morning.',
            'Holidays are booked through the people team two weeks ahead.',
          ]),
        },
        {
          name: 'notes.md',
          bytes: Buffer.from('# Release notes\n\nThe **dashboard** now loads faster.'),
        },
        {
          name: 'politique.docx',
          bytes: docxWithText([
            'Les nouveaux collaborateurs reçoivent leurs ordinateurs le premier jour.',
            'Les congés se réservent auprès de l’équipe des ressources humaines.',
          ]),
        },
        // A PDF named like text: its bytes decide what it is.
        { name: 'renamed.txt', bytes: await pdfWithText(['The parking is behind building B.']) },
      ]),
    );
    expect(added.sources.map((source) => [source.name, source.kind])).toEqual([
      ['onboarding.pdf', 'pdf'],
      ['notes.md', 'markdown'],
      ['politique.docx', 'docx'],
      ['renamed.txt', 'pdf'],
    ]);
    expectContract(
      brains.pasteSource,
      201,
      await owner
        .post(`/api/brains/${brain.id}/sources/text`)
        .send({ name: 'FAQ', content: 'Parking passes are renewed every January.' }),
    );

    const done = await settled(owner, brain.id);
    expect(done.status).toBe('ready');
    expect(
      done.sources.every((source) => source.status === 'ready' && source.progress === 100),
    ).toBe(true);
    // A source is ready once the planner's statistics count its passages (ADR 051):
    // `reltuples` is -1 (or 0) until the table is analyzed, and the passages' count after. The
    // search index keeps no pending list for searches to read through.
    const passages = Number(
      (
        await t.database.db
          .selectFrom('brain_chunks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const statistics = await sql<{ reltuples: number; options: string[] | null }>`
      select (select reltuples::int from pg_class where relname = 'brain_chunks') as reltuples,
        (select reloptions from pg_class where relname = 'brain_chunks_search_idx') as options`.execute(
      t.database.db,
    );
    expect(statistics.rows[0]).toEqual({ reltuples: passages, options: ['fastupdate=off'] });

    expect(done.sources.find((source) => source.name === 'politique.docx')?.language).toBe('fr');
    expect(done.sources.find((source) => source.name === 'onboarding.pdf')?.language).toBe('en');

    const ask = (q: string) => owner.get(`/api/brains/${brain.id}/search`).query({ q });
    const search = async (q: string) => expectContract(brains.searchBrain, 200, await ask(q));
    // English stemming: "booking" finds "booked".
    const english = await search('booking holidays');
    expect(english.items[0]).toMatchObject({ sourceName: 'onboarding.pdf' });
    expect(english.items[0]!.passage.filter((run) => run.highlight).map((run) => run.text)).toEqual(
      expect.arrayContaining(['booked', 'Holidays']),
    );
    // A page past the last has no passages and still says how many there are.
    const past = expectContract(
      brains.searchBrain,
      200,
      await owner.get(`/api/brains/${brain.id}/search`).query({ q: 'booking holidays', page: 40 }),
    );
    expect(past).toMatchObject({ items: [], total: english.total, page: 40 });
    expect(english.total).toBeGreaterThan(0);
    // Words the search excludes (a phrase here: the passage holds both words, apart) are never
    // marked; quotes, signs and SQL are only words; a NUL is refused.
    const laptop = await search('laptop -"colleague holidays"');
    expect(laptop.items.map((hit) => marked(hit.passage))).toEqual([['laptop']]);
    for (const q of ["laptop's", '"a laptop" OR \\', "'); drop table brain_chunks; --"])
      await search(q);
    expectContract(brains.searchBrain, 400, await ask('laptop\u0000'));
    // French stemming: "ordinateur" finds "ordinateurs".
    const french = await search('ordinateur');
    expect(french.items.map((hit) => hit.sourceName)).toEqual(['politique.docx']);
    expect(
      french.items[0]!.passage.some((run) => run.highlight && run.text === 'ordinateurs'),
    ).toBe(true);
    const none = await search('submarine');
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('says why a file cannot be read, and reads it again on retry', async () => {
    const brain = await createBrain(owner, { name: 'Broken files' });
    expectContract(
      brains.uploadSources,
      201,
      await upload(owner, brain.id, [
        { name: 'broken.pdf', bytes: brokenPdf() },
        { name: 'scan.pdf', bytes: await pdfWithoutText() },
        { name: 'bomb.docx', bytes: docxBomb() },
        { name: 'fine.txt', bytes: Buffer.from('Some searchable words.') },
      ]),
    );
    const done = await settled(owner, brain.id);
    const byName = Object.fromEntries(done.sources.map((source) => [source.name, source]));
    expect(byName['broken.pdf']?.error).toEqual({
      code: 'pdf_invalid',
      message: 'The file is not a valid PDF',
    });
    expect(byName['scan.pdf']?.error?.message).toBe(
      'This PDF has no text to read: no text layer, and none found by OCR',
    );
    expect(byName['bomb.docx']?.error?.code).toBe('docx_too_large');
    expect(byName['fine.txt']?.status).toBe('ready');
    // Partly failed, still searchable: ready, saying how many failed.
    expect(done).toMatchObject({ status: 'ready', failedSources: 3 });
    const listed = expectContract(brains.listBrains, 200, await owner.get('/api/brains'));
    expect(listed.items.find((item) => item.id === brain.id)).toMatchObject({
      status: 'ready',
      failedSources: 3,
    });

    const retried = expectContract(
      brains.retrySource,
      202,
      await owner.post(`/api/brains/${brain.id}/sources/${byName['broken.pdf']!.id}/retry`),
    );
    expect(retried.sources[0]?.status).toBe('pending');
    await settled(owner, brain.id);
    expectContract(
      brains.retrySource,
      409,
      await owner.post(`/api/brains/${brain.id}/sources/${byName['fine.txt']!.id}/retry`),
    );
    const all = expectContract(
      brains.retryFailedSources,
      202,
      await owner.post(`/api/brains/${brain.id}/sources/retry-failed`),
    );
    expect(all.sources.map((source) => source.name).sort()).toEqual([
      'bomb.docx',
      'broken.pdf',
      'scan.pdf',
    ]);
    const again = await settled(owner, brain.id);
    expect(again.sources.find((source) => source.name === 'broken.pdf')?.attempts).toBe(3);

    // Deleting the sources in error leaves a ready brain.
    for (const source of again.sources.filter((item) => item.status === 'error'))
      expect((await owner.delete(`/api/brains/${brain.id}/sources/${source.id}`)).status).toBe(204);
    const clean = expectContract(brains.getBrain, 200, await owner.get(`/api/brains/${brain.id}`));
    expect(clean).toMatchObject({ status: 'ready', failedSources: 0 });
  });

  it('is in error only when every one of its sources failed', async () => {
    const brain = await createBrain(owner, { name: 'Nothing readable' });
    await upload(owner, brain.id, [
      { name: 'broken.pdf', bytes: brokenPdf() },
      { name: 'bomb.docx', bytes: docxBomb() },
    ]);
    expect(await settled(owner, brain.id)).toMatchObject({ status: 'error', failedSources: 2 });
  });
});

describe('what a brain refuses, storing nothing', () => {
  it('refuses an oversize file, a wrong type, an empty file and too many files', async () => {
    const brain = await createBrain(owner, { name: 'Limits' });
    const cases: [string, { name: string; bytes: Buffer }[], number, string][] = [
      [
        'oversize',
        [{ name: 'big.txt', bytes: Buffer.alloc(BRAIN_FILE_MAX_BYTES + 1, 97) }],
        413,
        'file_too_large',
      ],
      ['wrong type', [{ name: 'photo.txt', bytes: pngBytes() }], 400, 'unsupported_type'],
      ['empty', [{ name: 'empty.md', bytes: Buffer.alloc(0) }], 400, 'empty_file'],
      [
        'too many',
        Array.from({ length: 11 }, (_, i) => ({ name: `n${i}.txt`, bytes: Buffer.from('x') })),
        413,
        'too_many_files',
      ],
      // One bad file among good ones: none of them is kept.
      [
        'mixed',
        [
          { name: 'good.txt', bytes: Buffer.from('fine') },
          { name: 'bad.bin', bytes: pngBytes() },
        ],
        400,
        'unsupported_type',
      ],
    ];
    for (const [label, files, status, code] of cases) {
      const response = await upload(owner, brain.id, files);
      expect(response.status, label).toBe(status);
      expect(response.body.code, label).toBe(code);
    }
    const noFiles = await owner
      .post(`/api/brains/${brain.id}/sources`)
      .set('content-type', 'application/json')
      .send({});
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.code).toBe('no_files');
    expect(await sourceCount(brain.id)).toBe(0);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'Nul\u0000' },
      { name: 'Fine', type: 'secret' },
      { name: 'Fine', visibility: 'everyone' },
    ]) {
      const response = await owner.post('/api/brains').send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expectContract(brains.createBrain, 400, response);
    }
    const team = expectContract(
      brains.createBrain,
      400,
      await owner.post('/api/brains').send({ name: 'Team', type: 'team' }),
    );
    expect(team.code).toBe('team_required');
    expectContract(brains.getBrain, 400, await owner.get('/api/brains/not-a-uuid'));
    const brain = await createBrain(owner, { name: 'Search input' });
    expectContract(brains.searchBrain, 400, await owner.get(`/api/brains/${brain.id}/search`));
    expectContract(
      brains.pasteSource,
      400,
      await owner.post(`/api/brains/${brain.id}/sources/text`).send({ name: 'x', content: '   ' }),
    );
  });
});

describe('sharing', () => {
  it('lets a viewer search but not add, an editor add, and hides a private brain from others', async () => {
    const viewer = t.http().set('x-forwarded-for', '203.0.113.11');
    const editor = t.http().set('x-forwarded-for', '203.0.113.12');
    const stranger = t.http().set('x-forwarded-for', '203.0.113.13');
    const viewerAccount = await registerAndVerify(t, viewer);
    const editorAccount = await registerAndVerify(t, editor);
    await registerAndVerify(t, stranger);

    const brain = await createBrain(owner, { name: 'Shared handbook' });
    expectContract(
      brains.pasteSource,
      201,
      await owner
        .post(`/api/brains/${brain.id}/sources/text`)
        .send({ name: 'Rules', content: 'The office opens at eight o’clock sharp.' }),
    );
    await settled(owner, brain.id);
    // Invited, nobody gets the brain before accepting it.
    const invited = expectContract(
      brains.shareBrain,
      201,
      await owner
        .post(`/api/brains/${brain.id}/shares`)
        .send({ email: viewerAccount.email.toUpperCase(), role: 'viewer' }),
    );
    expect(invited).toMatchObject({
      status: 'invited',
      invitation: { email: viewerAccount.email, role: 'viewer' },
    });
    expectContract(
      brains.shareBrain,
      201,
      await owner
        .post(`/api/brains/${brain.id}/shares`)
        .send({ email: editorAccount.email, role: 'editor' }),
    );
    expectContract(brains.getBrain, 404, await viewer.get(`/api/brains/${brain.id}`));
    await acceptLatestInvitation(t, viewer, viewerAccount.email);
    await acceptLatestInvitation(t, editor, editorAccount.email);
    expect(
      expectContract(brains.listShares, 200, await owner.get(`/api/brains/${brain.id}/shares`)).map(
        (share) => [share.user.email, share.role],
      ),
    ).toEqual([
      [viewerAccount.email, 'viewer'],
      [editorAccount.email, 'editor'],
    ]);

    const seen = expectContract(brains.getBrain, 200, await viewer.get(`/api/brains/${brain.id}`));
    expect(seen.myRole).toBe('viewer');
    const hits = expectContract(
      brains.searchBrain,
      200,
      await viewer.get(`/api/brains/${brain.id}/search`).query({ q: 'office' }),
    );
    expect(hits.total).toBe(1);
    expectContract(
      brains.pasteSource,
      403,
      await viewer.post(`/api/brains/${brain.id}/sources/text`).send({ name: 'x', content: 'y' }),
    );
    expectContract(
      brains.pasteSource,
      201,
      await editor
        .post(`/api/brains/${brain.id}/sources/text`)
        .send({ name: 'More', content: 'Lunch is at noon.' }),
    );
    expectContract(brains.deleteBrain, 403, await editor.delete(`/api/brains/${brain.id}`));
    expectContract(brains.getBrain, 404, await stranger.get(`/api/brains/${brain.id}`));
    const mine = expectContract(brains.listBrains, 200, await viewer.get('/api/brains'));
    expect(mine.items.map((item) => item.id)).toContain(brain.id);

    // A personal brain cannot be shared; a public one is found by anyone signed in.
    const personal = await createBrain(owner, { name: 'Diary', type: 'personal' });
    expectContract(
      brains.shareBrain,
      409,
      await owner.post(`/api/brains/${personal.id}/shares`).send({ email: viewerAccount.email }),
    );
    expectContract(
      brains.updateBrain,
      200,
      await owner.patch(`/api/brains/${personal.id}`).send({ visibility: 'public' }),
    );
    const publicList = expectContract(
      brains.listBrains,
      200,
      await stranger.get('/api/brains').query({ scope: 'public', q: 'diar' }),
    );
    expect(publicList.items.map((item) => [item.id, item.myRole, item.owner.email])).toEqual([
      [personal.id, 'public', null],
    ]);
    expectContract(
      brains.searchBrain,
      200,
      await stranger.get(`/api/brains/${personal.id}/search`).query({ q: 'x' }),
    );
    expectContract(
      brains.pasteSource,
      403,
      await stranger
        .post(`/api/brains/${personal.id}/sources/text`)
        .send({ name: 'x', content: 'y' }),
    );

    // Stopping a share ends access at once.
    expect(
      (await owner.delete(`/api/brains/${brain.id}/shares/${viewerAccount.user.id}`)).status,
    ).toBe(204);
    expectContract(brains.getBrain, 404, await viewer.get(`/api/brains/${brain.id}`));

    // Made personal, the brain is no longer shared: the editor loses it at once, for good.
    expectContract(
      brains.updateBrain,
      200,
      await owner.patch(`/api/brains/${brain.id}`).send({ type: 'personal' }),
    );
    expectContract(brains.getBrain, 404, await editor.get(`/api/brains/${brain.id}`));
    const editorList = expectContract(brains.listBrains, 200, await editor.get('/api/brains'));
    expect(editorList.items.map((item) => item.id)).not.toContain(brain.id);
    expectContract(
      brains.updateBrain,
      200,
      await owner.patch(`/api/brains/${brain.id}`).send({ type: 'shared' }),
    );
    expect(
      expectContract(brains.listShares, 200, await owner.get(`/api/brains/${brain.id}/shares`)),
    ).toEqual([]);
  });
});

describe('list filters', () => {
  it('filters by type, visibility and status, and searches by name', async () => {
    const browser = t.http().set('x-forwarded-for', '203.0.113.20');
    await registerAndVerify(t, browser);
    await createBrain(browser, { name: 'Alpha notes', type: 'personal' });
    await createBrain(browser, { name: 'Beta notes', type: 'shared', visibility: 'public' });
    const list = (query: Record<string, string>) =>
      browser
        .get('/api/brains')
        .query(query)
        .then((response) => expectContract(brains.listBrains, 200, response));
    expect((await list({})).total).toBe(2);
    expect((await list({ type: 'personal' })).items.map((item) => item.name)).toEqual([
      'Alpha notes',
    ]);
    expect((await list({ visibility: 'public' })).items.map((item) => item.name)).toEqual([
      'Beta notes',
    ]);
    expect((await list({ status: 'pending' })).total).toBe(2);
    expect((await list({ status: 'ready' })).total).toBe(0);
    expect((await list({ q: 'BETA' })).items.map((item) => item.name)).toEqual(['Beta notes']);
    expect((await list({ q: '%' })).total).toBe(0);
  });
});
