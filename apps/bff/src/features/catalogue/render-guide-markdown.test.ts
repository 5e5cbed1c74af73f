import { describe, expect, it } from 'vitest';
import { renderGuideMarkdown } from './render-guide-markdown.ts';

describe('guide Markdown', () => {
  it('renders headings, lists, emphasis and code', () => {
    const html = renderGuideMarkdown('## Start\n\n- **one**\n- `two`\n\n```js\nrun()\n```');
    expect(html).toContain('<h2>Start</h2>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<code>two</code>');
    expect(html).toContain('<pre><code class="language-js">run()');
  });

  it('opens links in a new tab without an opener', () => {
    expect(renderGuideMarkdown('[site](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('strips scripts, event handlers, javascript: links and styles', () => {
    const html = renderGuideMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p style="color:red" onclick="x()">hi</p>[a](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|style=|href="javascript:|<img/);
    expect(html).toContain('hi');
  });

  it('keeps a single page title by turning # into ##', () => {
    expect(renderGuideMarkdown('# Title')).toBe('<h2>Title</h2>');
  });
});
