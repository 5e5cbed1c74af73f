import {
  BRAIN_FILE_MAX_BYTES,
  BRAIN_FILES_PER_UPLOAD,
  BRAIN_MAX_BYTES,
  sourceErrorMessages,
  type BrainDetail,
  type BrainRole,
  type BrainSource,
} from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, toast } from '@/components/ui/toast';
import i18n from '@/lib/i18n';
import { mockBrainIds } from '../mocks/brains-handlers';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { SourcesList } from './sources-list';

const at = '2026-03-10T12:00:00.000Z';
const source = (patch: Partial<BrainSource> & Pick<BrainSource, 'id' | 'name'>): BrainSource => ({
  kind: 'text',
  status: 'ready',
  progress: 100,
  ocr: null,
  error: null,
  sizeBytes: 2048,
  language: 'en',
  chunkCount: 3,
  attempts: 1,
  createdAt: at,
  updatedAt: at,
  ...patch,
});

/** The seeded handbook of the mocked BFF, with sources in every state. */
const brain = (myRole: BrainRole): BrainDetail => ({
  id: mockBrainIds.handbook,
  name: 'Product handbook',
  description: '',
  type: 'shared',
  visibility: 'private',
  status: 'processing',
  owner: { id: mockUser.id, fullName: mockUser.fullName, email: mockUser.email },
  myRole,
  sourceCount: 5,
  failedSources: 1,
  sizeBytes: 5 * 2048,
  createdAt: at,
  updatedAt: at,
  limits: {
    fileMaxBytes: BRAIN_FILE_MAX_BYTES,
    brainMaxBytes: BRAIN_MAX_BYTES,
    filesPerUpload: BRAIN_FILES_PER_UPLOAD,
  },
  sources: [
    source({ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01', name: 'onboarding.pdf', kind: 'pdf' }),
    source({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c91',
      name: 'notes.md',
      kind: 'markdown',
      status: 'processing',
      progress: 40,
      language: null,
      chunkCount: 0,
    }),
    source({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c92',
      name: 'later.txt',
      status: 'pending',
      progress: 0,
      language: null,
      chunkCount: 0,
      attempts: 0,
    }),
    source({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03',
      name: 'scan-2019.pdf',
      kind: 'pdf',
      status: 'error',
      progress: 0,
      error: { code: 'pdf_no_text', message: sourceErrorMessages.pdf_no_text },
      language: null,
      chunkCount: 0,
    }),
    source({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c93',
      name: 'corrupt.pdf',
      kind: 'pdf',
      status: 'error',
      progress: 0,
      error: { code: 'pdf_invalid', message: sourceErrorMessages.pdf_invalid },
      language: null,
      chunkCount: 0,
    }),
  ],
});

const item = (name: string) =>
  screen.getAllByTestId('source').find((li) => within(li).queryByText(name) !== null)!;

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));
afterEach(async () => {
  toast.clear();
  await i18n.changeLanguage('en');
});

describe('the sources of a brain', () => {
  it('show each state: a progress bar while read, waiting, ready details, and the reason of an error', async () => {
    renderPage(<SourcesList brain={brain('owner')} userId={mockUser.id} />);
    const progress = await screen.findByRole('progressbar', { name: 'Reading notes.md' });
    expect(progress.getAttribute('value')).toBe('40');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(within(item('notes.md')).getByText('Processing')).toBeDefined();
    expect(within(item('later.txt')).getByText('Waiting to be read…')).toBeDefined();
    expect(
      within(item('onboarding.pdf')).getByText('PDF · 2 kB · English · 3 passages'),
    ).toBeDefined();
    expect(within(item('corrupt.pdf')).getByTestId('source-error').textContent).toBe(
      'The file is not a valid PDF',
    );
    expect(screen.getByTestId('sources-summary').textContent).toBe(
      '1 of 5 ready · 2 being read · 2 failed',
    );
  });

  it('say which scanned page OCR reads, then how many it read', async () => {
    let view: { unmount: () => void } | null = null;
    /** The handbook with a scanned PDF besides, read by OCR as far as `ocr` says, shown alone. */
    const show = async (status: BrainSource['status'], ocr: BrainSource['ocr']) => {
      view?.unmount();
      const scan = source({
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c94',
        name: 'minutes.pdf',
        kind: 'pdf',
        status,
        progress: status === 'ready' ? 100 : 23,
        ocr,
      });
      const handbook = brain('owner');
      view = renderPage(
        <SourcesList
          brain={{ ...handbook, sources: [...handbook.sources, scan] }}
          userId={mockUser.id}
        />,
      );
      await screen.findByRole('heading', { name: 'Sources' });
    };
    const ocrOf = (name: string) => within(item(name)).queryByTestId('source-ocr');

    await show('processing', { pagesRead: 1, pages: 3 });
    expect(ocrOf('minutes.pdf')?.textContent).toBe('Reading scanned page 2 of 3 (OCR)');
    expect(
      screen
        .getByRole('progressbar', { name: 'Reading minutes.pdf' })
        .getAttribute('aria-describedby'),
    ).toBe(ocrOf('minutes.pdf')?.id);
    // A source without scanned pages says nothing of OCR.
    expect(ocrOf('notes.md')).toBeNull();
    expect(
      screen
        .getByRole('progressbar', { name: 'Reading notes.md' })
        .hasAttribute('aria-describedby'),
    ).toBe(false);

    await show('processing', { pagesRead: 3, pages: 3 });
    expect(ocrOf('minutes.pdf')?.textContent).toBe('3 scanned pages read by OCR');

    await show('ready', { pagesRead: 3, pages: 3 });
    expect(ocrOf('minutes.pdf')).toBeNull();
    expect(
      within(item('minutes.pdf')).getByText(
        'PDF · 2 kB · English · 3 passages · 3 scanned pages read by OCR',
      ),
    ).toBeDefined();

    await i18n.changeLanguage('fr');
    await show('processing', { pagesRead: 0, pages: 3 });
    expect(ocrOf('minutes.pdf')?.textContent).toBe('Lecture OCR de la page numérisée 1 sur 3');
    await show('ready', { pagesRead: 1, pages: 1 });
    expect(within(item('minutes.pdf')).getByText(/ · 1 page numérisée lue par OCR$/)).toBeDefined();
  });

  it('give the reason of an error in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<SourcesList brain={brain('viewer')} userId={mockUser.id} />);
    await screen.findByRole('heading', { name: 'Sources' });
    expect(within(item('corrupt.pdf')).getByTestId('source-error').textContent).toBe(
      "Le fichier n'est pas un PDF valide",
    );
    expect(within(item('scan-2019.pdf')).getByTestId('source-error').textContent).toBe(
      "Ce PDF n'a aucun texte à lire : pas de couche texte, et l'OCR n'en a trouvé aucun",
    );
    expect(screen.getByRole('progressbar', { name: 'Lecture de notes.md' })).toBeDefined();
    expect(within(item('corrupt.pdf')).getByText('Erreur')).toBeDefined();
  });

  it.each(['owner', 'viewer', 'public'] as const)(
    'offer the %s to open each ready source’s file in a new tab, and only those',
    async (role) => {
      renderPage(<SourcesList brain={brain(role)} userId={mockUser.id} />);
      await screen.findByRole('heading', { name: 'Sources' });
      const open = screen.getByRole('link', { name: 'Open onboarding.pdf (opens in a new tab)' });
      expect(open.textContent).toBe('Open');
      expect(open.getAttribute('href')).toBe(
        `/api/brains/${mockBrainIds.handbook}/sources/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01/file`,
      );
      expect(open.getAttribute('target')).toBe('_blank');
      expect(open.getAttribute('rel')).toBe('noopener');
      expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(1);
    },
  );

  it('offer to open a file in French', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<SourcesList brain={brain('viewer')} userId={mockUser.id} />);
    await screen.findByRole('heading', { name: 'Sources' });
    expect(
      screen.getByRole('link', { name: 'Ouvrir onboarding.pdf (s’ouvre dans un nouvel onglet)' })
        .textContent,
    ).toBe('Ouvrir');
  });

  it.each(['owner', 'editor'] as const)(
    'offer the %s retry for each failed source, retry all, and delete',
    async (role) => {
      renderPage(<SourcesList brain={brain(role)} userId={mockUser.id} />);
      await screen.findByRole('heading', { name: 'Sources' });
      expect(screen.getByRole('button', { name: 'Retry corrupt.pdf' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Retry scan-2019.pdf' })).toBeDefined();
      // Only a source in error can be retried.
      expect(screen.queryByRole('button', { name: 'Retry notes.md' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Retry all failed (2)' })).toBeDefined();
      expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(5);
    },
  );

  it.each(['viewer', 'public'] as const)(
    'offer a %s nothing to change: no retry, no delete',
    async (role) => {
      renderPage(<SourcesList brain={brain(role)} userId={mockUser.id} />);
      await screen.findByRole('heading', { name: 'Sources' });
      expect(screen.getAllByTestId('source-error')).toHaveLength(2);
      expect(screen.queryAllByRole('button')).toEqual([]);
    },
  );

  it('retries a failed source through the server, and says so', async () => {
    const user = userEvent.setup();
    renderPage(<SourcesList brain={brain('owner')} userId={mockUser.id} />);
    await user.click(await screen.findByRole('button', { name: 'Retry scan-2019.pdf' }));
    await expect.poll(() => currentToasts().map((t) => t.message)).toEqual(['Reading it again.']);
    // The Retry button goes with the error: the focus stays on the source.
    expect(document.activeElement?.textContent).toBe('scan-2019.pdf');
  });
});
