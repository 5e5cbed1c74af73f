import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, toast } from '@/components/ui/toast';
import i18n from '@/lib/i18n';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import AdminToolsPage from './admin-tools-page';

const showTools = (path = '/admin/tools') =>
  renderPage(<AdminToolsPage />, { path, route: '/admin/tools' });
const toasts = () => currentToasts().map((item) => item.message);
const catalogue = () => screen.findByRole('table', { name: 'Tool catalogue' });
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const language = (name: 'English' | 'French' | 'Anglais' | 'Français') =>
  within(screen.getByRole('group', { name }));

beforeEach(() => {
  toast.clear();
  resetMockBff({ signedIn: 'admin@agentia.example' });
});
afterEach(() => i18n.changeLanguage('en'));

describe('the admin’s tool catalogue', () => {
  it('lists the tools by name, with their French, comments and last change', async () => {
    showTools();
    const table = await catalogue();
    expect(names(table)).toEqual(['ChatGPT', 'n8n', 'Whisper']);
    const chatgpt = within(table).getAllByRole('row')[1]!;
    expect(
      within(chatgpt)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Assistants', 'Yes', '2']);
  });

  it('edits the French guide with a live preview, and saves it for the public page', async () => {
    const user = userEvent.setup();
    const page = showTools();
    await user.click(within(await catalogue()).getByRole('button', { name: 'Edit ChatGPT' }));
    expect(page.currentPath()).toBe('/admin/tools?edit=chatgpt');
    const editor = await screen.findByTestId('tool-editor');
    expect(within(editor).getByRole('heading', { name: 'Edit ChatGPT' })).toBeDefined();
    expect(
      (within(editor).getByRole('textbox', { name: 'Identifier' }) as HTMLInputElement).readOnly,
    ).toBe(true);
    // The English guide as the public page renders it.
    await waitFor(() =>
      expect(screen.getByTestId('guide-preview-en').innerHTML).toContain(
        '<h2>Getting started</h2>',
      ),
    );
    const french = language('French');
    expect(
      french.getByText('Any field left empty shows the English text on the French page.'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Preview of the French guide' })).getByText(
        'The guide is empty.',
      ),
    ).toBeDefined();

    // Typed at once, as a paste: the preview follows whatever is in the field.
    await user.click(french.getByRole('textbox', { name: /^Guide/ }));
    await user.paste('## Démarrer\n\nOuvrez **ChatGPT** et <b>posez</b> une question.');
    await waitFor(() => {
      const html = screen.getByTestId('guide-preview-fr').innerHTML;
      expect(html).toContain('<h2>Démarrer</h2>');
      expect(html).toContain('<strong>ChatGPT</strong>');
    });
    // Raw HTML is shown as text, as the public page's sanitiser leaves it.
    expect(screen.getByTestId('guide-preview-fr').querySelector('b')).toBeNull();

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('ChatGPT saved; the public page shows it now'));
    await waitFor(() => expect(page.currentPath()).toBe('/admin/tools'));
    const saved = (await (await fetch('/api/admin/tools/chatgpt')).json()) as {
      fr: { body: string; name: string | null };
    };
    expect(saved.fr).toMatchObject({
      name: null,
      body: '## Démarrer\n\nOuvrez **ChatGPT** et <b>posez</b> une question.',
    });
  });

  it('deletes a tool only once confirmed', async () => {
    const user = userEvent.setup();
    showTools('/admin/tools?edit=whisper');
    const editor = await screen.findByTestId('tool-editor');
    await user.click(within(editor).getByRole('button', { name: 'Delete tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Whisper?' });
    expect(
      within(dialog).getByText(
        'Its ratings and comments are deleted with it. This cannot be undone.',
      ),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('tool-editor')).toBeDefined();

    await user.click(within(editor).getByRole('button', { name: 'Delete tool' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Whisper?' })).getByRole('button', {
        name: 'Delete tool',
      }),
    );
    await waitFor(() => expect(toasts()).toContain('Tool deleted'));
    expect(names(await catalogue())).toEqual(['ChatGPT', 'n8n']);
  });

  it('adds a tool, and says when its identifier is taken', async () => {
    const user = userEvent.setup();
    showTools();
    await catalogue();
    await user.click(screen.getByRole('button', { name: 'New tool' }));
    const editor = await screen.findByTestId('tool-editor');
    expect(within(editor).getByRole('heading', { name: 'New tool' })).toBeDefined();
    await user.type(within(editor).getByRole('textbox', { name: /^Identifier/ }), 'chatgpt');
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Category' }),
      'research',
    );
    await user.type(
      within(editor).getByRole('textbox', { name: 'Website' }),
      'https://www.perplexity.ai',
    );
    const english = language('English');
    await user.type(english.getByRole('textbox', { name: 'Name' }), 'Perplexity');
    await user.type(english.getByRole('textbox', { name: 'Description' }), 'Answers with sources.');
    await user.type(english.getByRole('textbox', { name: /^Tags/ }), 'Search, Research');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(
      await within(editor).findByText('A tool with this identifier already exists'),
    ).toBeDefined();

    const id = within(editor).getByRole('textbox', { name: /^Identifier/ });
    await user.clear(id);
    await user.type(id, 'perplexity');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toContain('Perplexity saved; the public page shows it now'),
    );
    const table = await catalogue();
    await waitFor(() => expect(names(table)).toEqual(['ChatGPT', 'n8n', 'Perplexity', 'Whisper']));
    const created = (await (await fetch('/api/admin/tools/perplexity')).json()) as {
      en: { tags: string[] };
      fr: { name: string | null };
    };
    expect(created.en.tags).toEqual(['Search', 'Research']);
    expect(created.fr.name).toBeNull();
  });

  it('takes only http(s) links, and says so in the page’s language', async () => {
    const user = userEvent.setup();
    showTools('/admin/tools?edit=chatgpt');
    const editor = await screen.findByTestId('tool-editor');
    const website = within(editor).getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'javascript:alert(document.cookie)');
    await user.tab();
    expect(
      await within(editor).findByText('Please enter a link that starts with http:// or https://'),
    ).toBeDefined();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const stored = (await (await fetch('/api/admin/tools/chatgpt')).json()) as { url: string };
    expect(stored.url).toBe('https://chatgpt.com');

    await i18n.changeLanguage('fr');
    const github = within(editor).getByRole('textbox', { name: 'URL GitHub' });
    await user.type(github, 'data:text/html,<script>alert(1)</script>');
    await user.tab();
    expect(
      await within(editor).findAllByText(
        'Veuillez saisir un lien qui commence par http:// ou https://',
      ),
    ).toHaveLength(2);
  });

  it('says a tool that does not exist does not', async () => {
    const user = userEvent.setup();
    const page = showTools('/admin/tools?edit=nope');
    expect(await screen.findByRole('heading', { name: 'This tool does not exist' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Back to the catalogue' }));
    expect(page.currentPath()).toBe('/admin/tools');
  });

  it('hides a comment with a reason, and restores it', async () => {
    const user = userEvent.setup();
    showTools();
    const moderation = await screen.findByRole('table', { name: 'Comment moderation' });
    const rows = within(moderation).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(within(first).getByText('Saved me hours on my weekly reporting.')).toBeDefined();
    expect(within(first).getByText(/^ChatGPT · amelia\.hart@example\.com · /)).toBeDefined();

    await user.click(within(first).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(toasts()).toContain('Give a reason first'));
    await user.type(
      within(first).getByRole('textbox', { name: 'Reason for moderating the comment on ChatGPT' }),
      'Advertising',
    );
    await user.click(within(first).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(toasts()).toContain('Comment hidden'));
    const hidden = await screen.findByText('Hidden: Advertising');
    const row = hidden.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toasts()).toContain('Comment restored'));
    await waitFor(() => expect(screen.queryByText('Hidden: Advertising')).toBeNull());
  });

  it('speaks French, and previews the French guide', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    showTools();
    const table = await screen.findByRole('table', { name: /^Catalogue d.outils$/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nom', 'Catégorie', 'Français', 'Commentaires', 'Mis à jour', 'Actions']);
    await user.click(within(table).getByRole('button', { name: 'Modifier ChatGPT' }));
    await screen.findByTestId('tool-editor');
    const french = language('Français');
    expect(
      french.getByText('Tout champ laissé vide affiche le texte anglais sur la page française.'),
    ).toBeDefined();
    await user.type(french.getByRole('textbox', { name: /^Guide/ }), 'Un **guide**.');
    await waitFor(() =>
      expect(screen.getByTestId('guide-preview-fr').innerHTML).toContain('<strong>guide</strong>'),
    );
  });
});
