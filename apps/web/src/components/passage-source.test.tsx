import type { PassagePlace } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderPage } from '@/testing/render';
import { PassageSource } from './passage-source';

const brainId = '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e01';
const sourceId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';
const place: PassagePlace = { page: null, pageEnd: null, readByOcr: false };
const show = (namespace: 'brains' | 'agents', patch: Partial<PassagePlace> = {}) =>
  renderPage(
    <PassageSource
      namespace={namespace}
      brainId={brainId}
      sourceId={sourceId}
      sourceName="manual.pdf"
      {...place}
      {...patch}
    />,
  );

afterEach(() => i18n.changeLanguage('en'));

describe('where a passage comes from', () => {
  it('links the source’s name to its file at the passage’s page, in a new tab', async () => {
    show('brains', { page: 63 });
    const link = await screen.findByRole('link', {
      name: 'manual.pdf, p. 63 (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(
      `/api/brains/${brainId}/sources/${sourceId}/file#page=63`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.getByTestId('passage-page').textContent).toBe('p. 63');
    expect(screen.queryByTestId('passage-ocr')).toBeNull();
    // Reached with the keyboard, as any link.
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(link);
  });

  it('says a passage spans two pages, and that its page was read by OCR', async () => {
    show('agents', { page: 63, pageEnd: 64, readByOcr: true });
    expect((await screen.findByTestId('passage-page')).textContent).toBe('pp. 63–64');
    expect(screen.getByTestId('passage-ocr').textContent).toBe('read by OCR');
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/\/file#page=63$/);
  });

  it('opens the whole file when the passage has no page (text, Markdown, DOCX)', async () => {
    show('brains');
    const link = await screen.findByRole('link', { name: 'manual.pdf (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(`/api/brains/${brainId}/sources/${sourceId}/file`);
    expect(screen.queryByTestId('passage-page')).toBeNull();
  });

  it.each(['brains', 'agents'] as const)('says it in French (%s)', async (namespace) => {
    await i18n.changeLanguage('fr');
    show(namespace, { page: 63, pageEnd: 64, readByOcr: true });
    expect((await screen.findByTestId('passage-page')).textContent).toBe('p. 63–64');
    expect(screen.getByTestId('passage-ocr').textContent).toBe('lu par OCR');
    expect(
      screen.getByRole('link', {
        name: 'manual.pdf, p. 63–64 (s’ouvre dans un nouvel onglet)',
      }),
    ).toBeDefined();
  });
});
