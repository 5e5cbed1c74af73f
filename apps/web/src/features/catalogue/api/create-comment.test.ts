import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCommentMutationOptions } from './create-comment';

const createComment = vi.hoisted(() => vi.fn());
vi.mock('./client', () => ({ catalogueApi: () => Promise.resolve({ createComment }) }));

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(['tools', 'detail', 'n8n', 'en'], { id: 'n8n', comments: [] });
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const post = (content: string) =>
  new MutationObserver(queryClient, createCommentMutationOptions(queryClient, 'n8n')).mutate(
    content,
  );

describe('commenting on a tool', () => {
  it('sends the trimmed text, then reloads the tool and its comments', async () => {
    createComment.mockResolvedValue({
      status: 201,
      body: {
        id: '0b7c1a34-0000-4000-8000-000000000002',
        content: 'Works great',
        createdAt: '2026-03-10T12:00:00.000Z',
        author: { id: null, fullName: 'Ada', avatarUrl: null },
      },
    });
    await post('  Works great \n');

    expect(createComment).toHaveBeenCalledWith({
      params: { id: 'n8n' },
      body: { content: 'Works great' },
    });
    expect(queryClient.getQueryState(['tools', 'detail', 'n8n', 'en'])?.isInvalidated).toBe(true);
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createComment.mockResolvedValue({ status: 401, body: { error: 'No active session' } });
    await expect(post('Hello')).rejects.toThrow('No active session');

    expect(warn).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(['tools', 'detail', 'n8n', 'en'])?.isInvalidated).toBe(false);
  });
});
