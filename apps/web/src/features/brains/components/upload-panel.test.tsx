import {
  BRAIN_FILE_MAX_BYTES,
  BRAIN_FILES_PER_UPLOAD,
  BRAIN_MAX_BYTES,
  type BrainDetail,
} from '@app/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, toast } from '@/components/ui/toast';
import i18n from '@/lib/i18n';
import { mockBrainIds } from '../mocks/brains-handlers';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { UploadPanel } from './upload-panel';

const MB = 1024 * 1024;
const at = '2026-03-10T12:00:00.000Z';

/** The mocked BFF's "Research notes" (the demo user's), holding `sizeBytes` already. */
const brain = (sizeBytes = 80): BrainDetail => ({
  id: mockBrainIds.research,
  name: 'Research notes',
  description: '',
  type: 'personal',
  visibility: 'public',
  status: 'ready',
  owner: { id: mockUser.id, fullName: mockUser.fullName, email: mockUser.email },
  myRole: 'owner',
  sourceCount: 1,
  failedSources: 0,
  sizeBytes,
  createdAt: at,
  updatedAt: at,
  limits: {
    fileMaxBytes: BRAIN_FILE_MAX_BYTES,
    brainMaxBytes: BRAIN_MAX_BYTES,
    filesPerUpload: BRAIN_FILES_PER_UPLOAD,
  },
  sources: [],
});

const file = (name: string, size: number) => new File([new Uint8Array(size).fill(97)], name);

/** The uploads that reached the (mocked) server, as the multipart bodies it received. */
let uploads: Request[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/sources'))
    uploads.push(request.clone());
};
beforeEach(() => {
  resetMockBff({ signedIn: mockUser.email });
  uploads = [];
  server.events.on('request:start', onRequest);
});
afterEach(async () => {
  server.events.removeListener('request:start', onRequest);
  toast.clear();
  await i18n.changeLanguage('en');
});

async function renderPanel(sizeBytes?: number, heading = 'Add sources') {
  // The picker's `accept` is a hint: any file may be chosen, and the server decides.
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<UploadPanel brain={brain(sizeBytes)} userId={mockUser.id} />);
  await screen.findByRole('heading', { name: heading });
  const choose = (files: File[]) => user.upload(screen.getByTestId('file-input'), files);
  const problem = () => screen.queryByRole('alert')?.textContent ?? null;
  return { user, choose, problem };
}

describe('adding files to a brain', () => {
  it('shows the limits beside the file picker', async () => {
    await renderPanel(1.5 * MB);
    const button = screen.getByRole('button', { name: 'Choose files' });
    const limits = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(limits.textContent).toBe(
      'Text, Markdown, PDF or DOCX. Up to 10 files at a time, 10 MB each; 50 MB per brain (1.5 MB used).',
    );
  });

  it('checks the count and each size before sending, with the server’s words, and sends nothing', async () => {
    const { choose, problem } = await renderPanel();
    await choose(Array.from({ length: 11 }, (_, i) => file(`note-${i}.txt`, 10)));
    expect(problem()).toBe('At most 10 files at a time.11 files were chosen.');

    await choose([file('small.txt', 10), file('big.pdf', BRAIN_FILE_MAX_BYTES + 1)]);
    expect(problem()).toBe('Each file can be at most 10 MB.big.pdf (10 MB)');

    await choose([file('empty.txt', 0)]);
    expect(problem()).toBe('This file is empty.empty.txt');
    expect(uploads).toEqual([]);
  });

  it('checks what the brain already holds', async () => {
    const { choose, problem } = await renderPanel(45 * MB);
    await choose([file('report.pdf', 6 * MB)]);
    expect(problem()).toBe(
      'A brain can hold at most 50 MB of files.5 MB left in this brain; these files need 6 MB.',
    );
    expect(uploads).toEqual([]);
  });

  it('says the checks in French', async () => {
    await i18n.changeLanguage('fr');
    const { choose, problem } = await renderPanel(undefined, 'Ajouter des sources');
    await choose([file('gros.pdf', BRAIN_FILE_MAX_BYTES + 1)]);
    expect(problem()).toMatch(/^Chaque fichier peut faire 10 Mo au maximum\.gros\.pdf \(10\sMo\)$/);
  });

  it('sends several chosen files at once, as the field `files` of one request', async () => {
    const { choose, problem } = await renderPanel();
    await choose([file('a.md', 20), file('b.txt', 30)]);
    await expect
      .poll(() => currentToasts().map((t) => t.message))
      .toEqual(['2 files added: they are being read.']);
    expect(uploads).toHaveLength(1);
    const sent = (await uploads[0]!.formData()).getAll('files') as File[];
    expect(sent.map((part) => [part.name, part.size])).toEqual([
      ['a.md', 20],
      ['b.txt', 30],
    ]);
    expect(problem()).toBeNull();
  });

  it('takes files dropped on the zone', async () => {
    await renderPanel();
    const zone = screen.getByTestId('drop-zone');
    const dataTransfer = { files: [file('dropped.md', 12)], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone.dataset.dragging).toBe('true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone.dataset.dragging).toBeUndefined();
    await expect
      .poll(() => currentToasts().map((t) => t.message))
      .toEqual(['1 file added: it is being read.']);
    expect(uploads).toHaveLength(1);
  });

  it('shows the server’s refusal the same way (the type is decided from the bytes)', async () => {
    const { choose, problem } = await renderPanel();
    // A PNG named like text.
    await choose([
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])], 'notes.txt'),
    ]);
    await expect.poll(problem).toBe('Only text, Markdown, PDF and DOCX files can be added.');
    expect(uploads).toHaveLength(1);
  });
});
