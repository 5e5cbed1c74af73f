import { apiContract, brainMessages, type SessionUser } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '@/mocks/contract-fetch';
import { createBrainsHandlers, mockBrainIds, resetMockBrains } from './brains-handlers';
import { mockAccounts, mockUser } from '@/mocks/demo-accounts';
import { createMockInvitations } from '../../invitations/mocks/invitations-handlers';

const admin = mockAccounts[1]!;
const stranger = mockAccounts[2]!;
let signedIn: SessionUser | null = mockUser;
let now = Date.parse('2026-03-10T12:00:00.000Z');
const invitations = createMockInvitations({
  signedInUser: () => signedIn,
  people: () => mockAccounts,
  now: () => now,
});
const server = setupServer(
  ...createBrainsHandlers({
    signedInUser: () => signedIn,
    people: () => mockAccounts,
    invitations,
    now: () => now,
  }),
  ...invitations.handlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  signedIn = mockUser;
  now = Date.parse('2026-03-10T12:00:00.000Z');
  resetMockBrains(now);
  invitations.reset();
});

const { brains } = apiContract;

type Source = {
  id: string;
  name: string;
  status: string;
  progress: number;
  ocr: { pagesRead: number; pages: number } | null;
  error: unknown;
};
type Detail = {
  id: string;
  status: string;
  failedSources: number;
  myRole: string;
  sources: Source[];
};
type Page = { items: { id: string; name: string; myRole: string }[]; total: number };

const files = (...items: [name: string, content: string | Uint8Array<ArrayBuffer>][]) => {
  const form = new FormData();
  for (const [name, content] of items) form.append('files', new File([content], name));
  return form;
};
const brain = (id: string): Promise<Detail> =>
  expectContract(brains.getBrain, `/api/brains/${id}`, 200);

describe('the mocked brains follow the contract', () => {
  it('list: mine (owned and shared with me), public (other people’s), with filters', async () => {
    const mine: Page = await expectContract(brains.listBrains, '/api/brains', 200);
    expect(mine.items.map((b) => [b.name, b.myRole])).toEqual([
      ['Guide des congés', 'viewer'],
      ['Product handbook', 'owner'],
      ['Research notes', 'owner'],
    ]);
    const open: Page = await expectContract(brains.listBrains, '/api/brains?scope=public', 200);
    expect(open.items.map((b) => [b.name, b.myRole])).toEqual([['AI glossary', 'public']]);
    const filtered: Page = await expectContract(
      brains.listBrains,
      '/api/brains?type=personal&visibility=public&status=ready&q=research',
      200,
    );
    expect(filtered.items.map((b) => b.name)).toEqual(['Research notes']);
    // The handbook has a failed source beside two ready ones: ready, not in error.
    const errors: Page = await expectContract(brains.listBrains, '/api/brains?status=error', 200);
    expect(errors.items).toEqual([]);
    await expectContract(brains.listBrains, '/api/brains?type=team&page=2&pageSize=1', 200);
    await expectContract(brains.listBrains, '/api/brains?status=done', 400);
  });

  it('create, read, update, delete; team brains are refused', async () => {
    const created: Detail = await expectContract(brains.createBrain, '/api/brains', 201, {
      name: '  Sales playbook ',
      type: 'shared',
    });
    expect(created).toMatchObject({ status: 'pending', myRole: 'owner', sources: [] });
    const updated: { name: string; visibility: string } = await expectContract(
      brains.updateBrain,
      `/api/brains/${created.id}`,
      200,
      { name: 'Sales', visibility: 'public' },
    );
    expect(updated).toMatchObject({ name: 'Sales', visibility: 'public' });
    await expectContract(brains.updateBrain, `/api/brains/${created.id}`, 400, {});
    const team: { error: string } = await expectContract(brains.createBrain, '/api/brains', 400, {
      name: 'Team',
      type: 'team',
    });
    expect(team.error).toBe(brainMessages.teamType);
    await expectContract(brains.createBrain, '/api/brains', 400, { name: ' ' });
    await expectContract(brains.deleteBrain, `/api/brains/${created.id}`, 204);
    await expectContract(brains.getBrain, `/api/brains/${created.id}`, 404);
    await expectContract(brains.getBrain, '/api/brains/not-a-uuid', 400);
  });

  it('uploads files that move from pending to processing to ready, or to an error with its reason', async () => {
    const id = mockBrainIds.research;
    const added: { sources: Source[] } = await expectContract(
      brains.uploadSources,
      `/api/brains/${id}/sources`,
      201,
      files(
        ['notes.md', '# Notes\n\nThe parking is behind building B.'],
        ['corrupt.pdf', `%PDF-1.7\n${'garbage '.repeat(50)}`],
      ),
    );
    expect(added.sources.map((s) => [s.name, s.status])).toEqual([
      ['notes.md', 'pending'],
      ['corrupt.pdf', 'pending'],
    ]);
    now += 2000;
    const reading = await brain(id);
    expect(reading.status).toBe('processing');
    const notes = reading.sources.find((s) => s.name === 'notes.md')!;
    expect(notes.status).toBe('processing');
    expect(notes.progress).toBeGreaterThan(10);
    expect(notes.progress).toBeLessThan(100);
    now += 3000;
    const done = await brain(id);
    expect(done).toMatchObject({ status: 'ready', failedSources: 1 });
    expect(done.sources.find((s) => s.name === 'notes.md')).toMatchObject({
      status: 'ready',
      progress: 100,
    });
    const corrupt = done.sources.find((s) => s.name === 'corrupt.pdf')!;
    expect(corrupt.error).toEqual({ code: 'pdf_invalid', message: 'The file is not a valid PDF' });

    const hits: {
      items: { sourceName: string; passage: { text: string; highlight: boolean }[] }[];
    } = await expectContract(brains.searchBrain, `/api/brains/${id}/search?q=parking`, 200);
    expect(hits.items[0]!.sourceName).toBe('notes.md');
    expect(hits.items[0]!.passage.filter((run) => run.highlight).map((run) => run.text)).toEqual([
      'parking',
    ]);
    await expectContract(brains.searchBrain, `/api/brains/${id}/search?q=`, 400);

    const retried: { sources: Source[] } = await expectContract(
      brains.retrySource,
      `/api/brains/${id}/sources/${corrupt.id}/retry`,
      202,
    );
    expect(retried.sources[0]!.status).toBe('pending');
    await expectContract(brains.retrySource, `/api/brains/${id}/sources/${corrupt.id}/retry`, 409);
    now += 5000;
    const all: { sources: Source[] } = await expectContract(
      brains.retryFailedSources,
      `/api/brains/${id}/sources/retry-failed`,
      202,
    );
    expect(all.sources.map((s) => s.name)).toEqual(['corrupt.pdf']);
    await expectContract(brains.deleteSource, `/api/brains/${id}/sources/${corrupt.id}`, 204);
    await expectContract(brains.deleteSource, `/api/brains/${id}/sources/${corrupt.id}`, 404);

    const pasted: { sources: Source[] } = await expectContract(
      brains.pasteSource,
      `/api/brains/${id}/sources/text`,
      201,
      { name: 'FAQ', content: 'Passes are renewed every January.', format: 'markdown' },
    );
    expect(pasted.sources[0]!.name).toBe('FAQ');
    await expectContract(brains.pasteSource, `/api/brains/${id}/sources/text`, 400, { name: 'x' });
  });

  it('reads the scanned pages of a PDF by OCR one after the other, and says so', async () => {
    const id = mockBrainIds.research;
    const scanned: { sources: Source[] } = await expectContract(
      brains.uploadSources,
      `/api/brains/${id}/sources`,
      201,
      files(['minutes-ocr.pdf', '%PDF-1.7\nscanned pages\n%%EOF\n'], ['notes.md', '# Notes']),
    );
    const ocrOf = async () =>
      Object.fromEntries((await brain(id)).sources.map((s) => [s.name, s.ocr]));
    expect(scanned.sources.map((s) => s.ocr)).toEqual([null, null]);
    const seen: (Source['ocr'] | undefined)[] = [];
    for (let elapsed = 800; elapsed < 3800; elapsed += 300) {
      now = Date.parse('2026-03-10T12:00:00.000Z') + elapsed;
      seen.push((await ocrOf())['minutes-ocr.pdf']);
    }
    // Page after page, never backwards; the Markdown file has no scanned page.
    expect([...new Set(seen.map((ocr) => ocr?.pagesRead))]).toEqual([0, 1, 2, 3]);
    expect(seen.every((ocr) => ocr?.pages === 3)).toBe(true);
    expect((await ocrOf())['notes.md']).toBeNull();
    now += 1000;
    expect(await ocrOf()).toMatchObject({
      'minutes-ocr.pdf': { pagesRead: 3, pages: 3 },
      'notes.md': null,
    });
    const hits: { items: { sourceName: string; page: number | null; readByOcr: boolean }[] } =
      await expectContract(brains.searchBrain, `/api/brains/${id}/search?q=minutes`, 200);
    expect(hits.items).toEqual([
      expect.objectContaining({ sourceName: 'minutes-ocr.pdf', page: 1, readByOcr: true }),
    ]);
  });

  it('refuses what the BFF refuses, storing nothing', async () => {
    const id = mockBrainIds.research;
    const url = `/api/brains/${id}/sources`;
    const refusal = async (status: number, body: FormData) =>
      ((await expectContract(brains.uploadSources, url, status, body)) as { error: string }).error;
    expect(await refusal(400, new FormData())).toBe(brainMessages.noFiles);
    expect(await refusal(400, files(['empty.txt', '']))).toBe(brainMessages.emptyFile);
    expect(await refusal(400, files(['photo.txt', new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBe(
      brainMessages.unsupportedType,
    );
    expect(
      await refusal(413, files(['big.txt', new Uint8Array(10 * 1024 * 1024 + 1).fill(97)])),
    ).toBe(brainMessages.fileTooLarge);
    const eleven = files(
      ...Array.from({ length: 11 }, (_, i): [string, string] => [`${i}.txt`, 'x']),
    );
    expect(await refusal(413, eleven)).toBe(brainMessages.tooManyFiles);
    expect(await refusal(400, files(['a\u0000b.txt', 'x']))).toBe(brainMessages.badFileName);
    expect((await brain(id)).sources).toHaveLength(1);
  });

  it('roles: a viewer reads and searches, an editor changes sources, a stranger gets 404', async () => {
    const leave = mockBrainIds.leave;
    expect((await brain(leave)).myRole).toBe('viewer');
    await expectContract(brains.searchBrain, `/api/brains/${leave}/search?q=ordinateur`, 200);
    const readOnly: { error: string } = await expectContract(
      brains.uploadSources,
      `/api/brains/${leave}/sources`,
      403,
      files(['a.txt', 'a']),
    );
    expect(readOnly.error).toBe(brainMessages.readOnly);
    await expectContract(brains.updateBrain, `/api/brains/${leave}`, 403, { name: 'Mine now' });
    await expectContract(brains.listShares, `/api/brains/${leave}/shares`, 403);
    await expectContract(brains.getBrain, `/api/brains/${mockBrainIds.secret}`, 404);
    // Public: read and search, nothing else.
    const glossary = mockBrainIds.glossary;
    expect((await brain(glossary)).myRole).toBe('public');
    await expectContract(
      brains.retryFailedSources,
      `/api/brains/${glossary}/sources/retry-failed`,
      403,
    );

    // The admin edits the demo user's handbook.
    signedIn = admin;
    const handbook = mockBrainIds.handbook;
    expect((await brain(handbook)).myRole).toBe('editor');
    await expectContract(
      brains.uploadSources,
      `/api/brains/${handbook}/sources`,
      201,
      files(['b.txt', 'b']),
    );
    await expectContract(brains.deleteBrain, `/api/brains/${handbook}`, 403);
    signedIn = stranger;
    await expectContract(brains.getBrain, `/api/brains/${handbook}`, 404);
    await expectContract(brains.searchBrain, `/api/brains/${handbook}/search?q=laptop`, 404);
    const onboarding = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';
    const file = `/api/brains/${handbook}/sources/${onboarding}/file`;
    await expectContract(brains.getSourceFile, file, 404);
    // A source asked under another brain's id is not found, for its owner too.
    signedIn = mockUser;
    const elsewhere = `/api/brains/${mockBrainIds.research}/sources/${onboarding}/file`;
    await expectContract(brains.getSourceFile, elsewhere, 404);
    const served = await fetch(`http://localhost${file}`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toMatch(/^Every new colleague receives a laptop/);
  });

  it('sharing: invite by e-mail (the same answer for anyone), accepted, then change the role, remove', async () => {
    const handbook = mockBrainIds.handbook;
    const url = `/api/brains/${handbook}/shares`;
    const shares: { user: { email: string }; role: string }[] = await expectContract(
      brains.listShares,
      url,
      200,
    );
    expect(shares.map((s) => [s.user.email, s.role])).toEqual([[admin.email, 'editor']]);
    const sent: { status: string; invitation: { email: string; role: string } } =
      await expectContract(brains.shareBrain, url, 201, {
        email: ` ${stranger.email.toUpperCase()} `,
      });
    expect(sent).toMatchObject({ status: 'invited', invitation: { email: stranger.email } });
    const nobody: { invitation: { email: string } } = await expectContract(
      brains.shareBrain,
      url,
      201,
      { email: 'nobody@example.org', role: 'editor' },
    );
    expect(Object.keys(nobody)).toEqual(Object.keys(sent));
    const invitationsUrl = `/api/brains/${handbook}/invitations`;
    const pending: { email: string }[] = await expectContract(
      brains.listBrainInvitations,
      invitationsUrl,
      200,
    );
    expect(pending.map((item) => item.email)).toEqual([stranger.email, 'nobody@example.org']);
    await expectContract(brains.cancelBrainInvitation, `${invitationsUrl}/cancel`, 204, {
      email: 'NOBODY@example.org',
    });
    await expectContract(brains.cancelBrainInvitation, `${invitationsUrl}/cancel`, 404, {
      email: 'nobody@example.org',
    });
    // Not shared before the person accepts.
    expect(((await expectContract(brains.listShares, url, 200)) as unknown[]).length).toBe(1);
    signedIn = stranger;
    await expectContract(brains.getBrain, `/api/brains/${handbook}`, 404);
    const { items }: { items: { id: string }[] } = await expectContract(
      apiContract.invitations.listInvitations,
      '/api/invitations?kind=brain',
      200,
    );
    await expectContract(
      apiContract.invitations.acceptInvitation,
      `/api/invitations/${items[0]!.id}/accept`,
      200,
    );
    expect((await brain(handbook)).myRole).toBe('viewer');

    signedIn = mockUser;
    const added: { user: { id: string }; role: string }[] = await expectContract(
      brains.listShares,
      url,
      200,
    );
    const strangerShare = added.find((share) => share.user.id === stranger.id)!;
    expect(strangerShare.role).toBe('viewer');
    await expectContract(brains.shareBrain, url, 409, { email: stranger.email });
    await expectContract(brains.updateShare, `${url}/${stranger.id}`, 200, { role: 'editor' });
    await expectContract(brains.updateShare, `${url}/${stranger.id}`, 400, { role: 'owner' });
    await expectContract(brains.removeShare, `${url}/${stranger.id}`, 204);
    const gone: { error: string } = await expectContract(
      brains.updateShare,
      `${url}/${stranger.id}`,
      404,
      { role: 'viewer' },
    );
    expect(gone.error).toBe(brainMessages.shareNotFound);
    await expectContract(brains.shareBrain, url, 409, { email: mockUser.email });
    await expectContract(brains.shareBrain, url, 400, { email: 'not an address' });
    const personal: { error: string } = await expectContract(
      brains.shareBrain,
      `/api/brains/${mockBrainIds.research}/shares`,
      409,
      { email: admin.email },
    );
    expect(personal.error).toBe(brainMessages.shareType);
  });

  it('401 for every route when nobody is signed in', async () => {
    signedIn = null;
    const id = mockBrainIds.handbook;
    const source = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';
    const cases: [AppRoute, string, unknown?][] = [
      [brains.listBrains, '/api/brains'],
      [brains.createBrain, '/api/brains', { name: 'x' }],
      [brains.getBrain, `/api/brains/${id}`],
      [brains.updateBrain, `/api/brains/${id}`, { name: 'x' }],
      [brains.deleteBrain, `/api/brains/${id}`],
      [brains.uploadSources, `/api/brains/${id}/sources`, files(['a.txt', 'a'])],
      [brains.pasteSource, `/api/brains/${id}/sources/text`, { name: 'a', content: 'b' }],
      [brains.deleteSource, `/api/brains/${id}/sources/${source}`],
      [brains.retrySource, `/api/brains/${id}/sources/${source}/retry`],
      [brains.retryFailedSources, `/api/brains/${id}/sources/retry-failed`],
      [brains.getSourceFile, `/api/brains/${id}/sources/${source}/file`],
      [brains.searchBrain, `/api/brains/${id}/search?q=a`],
      [brains.listShares, `/api/brains/${id}/shares`],
      [brains.shareBrain, `/api/brains/${id}/shares`, { email: admin.email }],
      [brains.listBrainInvitations, `/api/brains/${id}/invitations`],
      [brains.cancelBrainInvitation, `/api/brains/${id}/invitations/cancel`, { email: 'a@b.org' }],
      [brains.updateShare, `/api/brains/${id}/shares/${admin.id}`, { role: 'viewer' }],
      [brains.removeShare, `/api/brains/${id}/shares/${admin.id}`],
    ];
    for (const [route, url, body] of cases) await expectContract(route, url, 401, body);
    expect(cases).toHaveLength(Object.keys(brains).length);
  });

  it('covers every route of the brains contract', () => {
    expect(Object.keys(brains).sort()).toEqual([
      'cancelBrainInvitation',
      'createBrain',
      'deleteBrain',
      'deleteSource',
      'getBrain',
      'getSourceFile',
      'listBrainInvitations',
      'listBrains',
      'listShares',
      'pasteSource',
      'removeShare',
      'retryFailedSources',
      'retrySource',
      'searchBrain',
      'shareBrain',
      'updateBrain',
      'updateShare',
      'uploadSources',
    ]);
  });
});
