import { apiContract, type SearchResults } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockBrainIds } from '../mocks/brains-handlers';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { BrainSearch } from './brain-search';

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));

async function search(words: string, brainId: string = mockBrainIds.handbook) {
  const user = userEvent.setup();
  renderPage(<BrainSearch brainId={brainId} userId={mockUser.id} />);
  await user.type(await screen.findByRole('searchbox', { name: 'Words to look for' }), words);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('searching a brain', () => {
  it('lists the passages with their source, the matching words in <mark>', async () => {
    await search('holidays booked');
    const hits = await screen.findAllByTestId('search-hit');
    expect(screen.getByRole('status').textContent).toBe('1 passage for “holidays booked”');
    expect(within(hits[0]!).getByText('onboarding.pdf')).toBeDefined();
    const passage = within(hits[0]!).getByTestId('passage');
    expect([...passage.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Holidays',
      'booked',
    ]);
    expect(passage.textContent).toBe(
      'Holidays are booked through the people team two weeks ahead.',
    );
  });

  it('says on which page of a PDF a passage is, and links to the file at that page', async () => {
    await search('parking');
    const hit = await screen.findByTestId('search-hit');
    // The mocked PDF holds one sentence a page: the third.
    expect(within(hit).getByTestId('passage-page').textContent).toBe('p. 3');
    const link = within(hit).getByRole('link', {
      name: 'onboarding.pdf, p. 3 (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(
      `/api/brains/${mockBrainIds.handbook}/sources/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01/file#page=3`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows markup in a passage as text, never as HTML', async () => {
    const attack = '<img src=x onerror="window.pwned=1">';
    const results: SearchResults = {
      query: 'invoice',
      items: [
        {
          sourceId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
          sourceName: '<b>report</b>.html',
          chunkIndex: 0,
          passage: [
            { text: `Before ${attack} the `, highlight: false },
            { text: '<script>alert(1)</script>invoice', highlight: true },
            { text: ' after.', highlight: false },
          ],
          rank: 0.5,
          page: null,
          pageEnd: null,
          readByOcr: false,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
      pageCount: 1,
    };
    server.use(
      http.get(`*${apiContract.brains.searchBrain.path}`, () => HttpResponse.json(results)),
    );
    await search('invoice');
    const hit = await screen.findByTestId('search-hit');
    expect(hit.querySelector('img, script, b')).toBeNull();
    expect(within(hit).getByText('<b>report</b>.html')).toBeDefined();
    const passage = within(hit).getByTestId('passage');
    expect(passage.textContent).toBe(
      `Before ${attack} the <script>alert(1)</script>invoice after.`,
    );
    expect([...passage.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '<script>alert(1)</script>invoice',
    ]);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('says when nothing matches, and asks for words before searching', async () => {
    const user = await search('submarine');
    expect((await screen.findByRole('status')).textContent).toBe('No passage matches “submarine”.');
    expect(screen.queryAllByTestId('search-hit')).toEqual([]);

    const box = screen.getByRole('searchbox', { name: 'Words to look for' });
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeDefined();
  });

  it('pages through many passages', async () => {
    const many = (page: number): SearchResults => ({
      query: 'parking',
      items: Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => ({
        sourceId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
        sourceName: 'onboarding.pdf',
        chunkIndex: (page - 1) * 10 + i,
        passage: [{ text: `Passage ${(page - 1) * 10 + i + 1} about parking`, highlight: false }],
        rank: 1,
        page: null,
        pageEnd: null,
        readByOcr: false,
      })),
      total: 12,
      page,
      pageSize: 10,
      pageCount: 2,
    });
    server.use(
      http.get(`*${apiContract.brains.searchBrain.path}`, ({ request }) =>
        HttpResponse.json(many(Number(new URL(request.url).searchParams.get('page')))),
      ),
    );
    const user = await search('parking');
    expect((await screen.findAllByTestId('search-hit')).length).toBe(10);
    expect(screen.getByRole('status').textContent).toBe('1–10 of 12 passages for “parking”');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expect
      .poll(() => screen.getByRole('status').textContent)
      .toBe('11–12 of 12 passages for “parking”');
    expect(screen.getAllByTestId('search-hit')).toHaveLength(2);
  });
});
