import { caseStudies } from '@app/content/case-studies';
import { pages, type SitePage } from '@app/content/pages';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { SessionProvider, SessionStore, signedOutSession } from '@/lib/session';
import { AppRoutes, isContentPage } from './router';

const contentPages = (pages as readonly SitePage[]).filter(isContentPage);
const address = ({ path }: SitePage) => path.replace(':id', caseStudies[0]!.id);

// The content pages render outside the query layer, so that a first visit to one of them does not
// load TanStack Query: one that came to read the API would fail here (no QueryClient), and the
// error it logs fails the test.
describe('the content pages', () => {
  it('are the pages that read nothing from the API', () => {
    expect(contentPages.map((page) => page.path)).toContain('/');
    expect(contentPages.map((page) => page.path)).not.toContain('/tools');
  });

  it.each(contentPages.map(address))('%s renders without a query client', async (path) => {
    // happy-dom does not know the <search> element (the case studies' filters): React says so.
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
    render(
      <SessionProvider value={new SessionStore(signedOutSession)}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </MemoryRouter>
      </SessionProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).not.toBe(i18n.t('error.title'));
    error.mockRestore();
    expect(
      errors.filter((text) => !/is unrecognized in this browser.* search$/.test(text)),
    ).toEqual([]);
  });
});
