import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { CommentForm } from './comment-form';

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));

describe('the comment form of a signed-in user', () => {
  it('posts only some text, counts it, and is cleared once the comment is saved', async () => {
    const user = userEvent.setup();
    renderPage(<CommentForm toolId="n8n" />, { path: '/tools/n8n' });
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    const post = screen.getByRole('button', { name: 'Post comment' });
    expect(post.hasAttribute('disabled')).toBe(true);

    await user.type(field, '   ');
    expect(post.hasAttribute('disabled')).toBe(true);
    // Blank is a disabled button, not an error message.
    expect(field.getAttribute('aria-invalid')).toBeNull();

    await user.type(field, 'Self-hosting works well.');
    expect(screen.getByText('27 / 2,000 characters')).toBeDefined();
    await user.click(post);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });
});
