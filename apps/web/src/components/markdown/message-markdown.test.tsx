import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { MessageMarkdown, safeHref } from './message-markdown';

const show = (text: string) => renderPage(<MessageMarkdown text={text} />).container;

describe('a reply in Markdown', () => {
  it('renders bold, italics, lists, code and links', async () => {
    const container = show(
      '**Mock LLM** reply with *care*:\n\n- one\n- two\n\n1. first\n\n`npm i` and [FAQ](/faq), [docs](https://n8n.io/docs)\n\n```\ncode block\n```',
    );
    expect((await screen.findByText('Mock LLM')).tagName).toBe('STRONG');
    expect(screen.getByText('care').tagName).toBe('EM');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
    expect(screen.getByText('npm i').tagName).toBe('CODE');
    expect(container.querySelector('pre code')?.textContent).toBe('code block');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveProperty(
      'href',
      `${location.origin}/faq`,
    );
    const external = screen.getByRole('link', { name: 'docs' });
    expect(external.getAttribute('href')).toBe('https://n8n.io/docs');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows raw HTML as text and never makes an element of it', async () => {
    const container = show(
      'Hello <img src=x onerror="window.__pwned=1"> <b>bold</b>\n\n<script>alert(1)</script>',
    );
    await screen.findByText(/Hello/);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('loads no image: a Markdown image is its description', async () => {
    const container = show('![a tracking pixel](https://evil.example/p.gif)');
    await screen.findByText('a tracking pixel');
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example/x', null],
    ['vbscript:x', null],
    ['/pricing', { internal: '/pricing' }],
    ['https://n8n.io/', { external: 'https://n8n.io/' }],
    ['http://example.org/a?b=1', { external: 'http://example.org/a?b=1' }],
  ])('a link to %s goes %o', (href, expected) => {
    expect(safeHref(href)).toEqual(expected);
  });

  it('a link that may not be followed keeps its text only', async () => {
    const container = show('[click me](javascript:alert(1))');
    await screen.findByText('click me');
    expect(container.querySelector('a')).toBeNull();
  });
});
