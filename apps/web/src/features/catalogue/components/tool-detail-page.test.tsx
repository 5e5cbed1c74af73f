import { apiContract } from '@app/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import ToolDetailPage from './tool-detail-page';

const showTool = (id: string) =>
  renderPage(<ToolDetailPage />, { path: `/tools/${id}`, route: '/tools/:id' });

describe('a tool page', () => {
  it('says it is loading until the tool arrives', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Holds the request, then lets the mocked BFF answer it.
    server.use(http.get(`*${apiContract.catalogue.getTool.path}`, () => held));
    showTool('chatgpt');

    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'ChatGPT' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads "Tool Not Found" for a tool that does not exist, with a way back', async () => {
    showTool('no-such-tool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tool Not Found' })).toBeDefined();
    expect(screen.getByText("The tool you're looking for doesn't exist.")).toBeDefined();
    expect(screen.getByRole('link', { name: /Back to tools/ }).getAttribute('href')).toBe('/tools');
  });

  it('invites the first comment when there is none', async () => {
    showTool('n8n');
    expect(
      await screen.findByText('No comments yet. Be the first to share your thoughts!'),
    ).toBeDefined();
    expect(screen.queryAllByTestId('comment')).toHaveLength(0);
  });
});
