import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('leaves the first page where the browser put it, and scrolls up when the path changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/pricing'],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/pricing?plan=pro'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
