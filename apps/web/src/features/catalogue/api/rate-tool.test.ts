import type { ToolDetail } from '@app/contracts';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myRatingQueryOptions } from './get-my-rating';
import { rateToolMutationOptions } from './rate-tool';

const rateTool = vi.hoisted(() => vi.fn());
vi.mock('./client', () => ({ catalogueApi: () => Promise.resolve({ rateTool }) }));

const userId = '6f1c2a34-0000-4000-8000-000000000001';
const tool = (lang: 'en' | 'fr') =>
  ({ id: 'chatgpt', lang, rating: { average: 4, count: 2 } }) as ToolDetail;

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(['tools', 'detail', 'chatgpt', 'en'], tool('en'));
  queryClient.setQueryData(['tools', 'detail', 'chatgpt', 'fr'], tool('fr'));
  queryClient.setQueryData(myRatingQueryOptions('chatgpt', userId).queryKey, null);
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const rate = (rating: number) =>
  new MutationObserver(queryClient, rateToolMutationOptions(queryClient, 'chatgpt', userId)).mutate(
    rating,
  );

describe('rating a tool', () => {
  it('saves the rating, shows the new average and reloads the tool in every language', async () => {
    rateTool.mockResolvedValue({
      status: 200,
      body: { rating: 5, summary: { average: 4.3, count: 3 } },
    });
    await rate(5);

    expect(rateTool).toHaveBeenCalledWith({ params: { id: 'chatgpt' }, body: { rating: 5 } });
    expect(queryClient.getQueryData(myRatingQueryOptions('chatgpt', userId).queryKey)).toBe(5);
    for (const lang of ['en', 'fr']) {
      const key = ['tools', 'detail', 'chatgpt', lang];
      expect(queryClient.getQueryData<ToolDetail>(key)?.rating).toEqual({ average: 4.3, count: 3 });
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('only logs a failure and keeps what was saved before', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    rateTool.mockResolvedValue({ status: 429, body: { error: 'Too many requests' } });
    await expect(rate(2)).rejects.toThrow('Too many requests');

    expect(warn).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(myRatingQueryOptions('chatgpt', userId).queryKey)).toBeNull();
    expect(
      queryClient.getQueryData<ToolDetail>(['tools', 'detail', 'chatgpt', 'en'])?.rating,
    ).toEqual({ average: 4, count: 2 });
  });
});
