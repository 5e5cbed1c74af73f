import { describe, expect, it } from 'vitest';
import { CreateToolRequest, PasteSourceRequest, sourceNameOf } from './index.ts';

describe('a source name', () => {
  it('refuses a NUL, and keeps every other control character as a space', () => {
    expect(sourceNameOf('a\u0000b.txt')).toBeNull();
    expect(sourceNameOf('tab\there\u001b[31m\u007f\u0085.md')).toBe('tab here [31m .md');
    expect(sourceNameOf('line\r\nbreak.txt')).toBe('line break.txt');
    expect(sourceNameOf('\t\r\n')).toBe('untitled');
    expect(sourceNameOf('cafe\u0301.txt')).toBe('café.txt');
  });

  it('is cut at 200 characters, never between the halves of a character', () => {
    expect(sourceNameOf('a'.repeat(250))).toHaveLength(200);
    expect(sourceNameOf(`${'a'.repeat(199)}😀b`)).toBe('a'.repeat(199));
  });

  it('pasted: tabs and line breaks become spaces', () => {
    const pasted = PasteSourceRequest.parse({ name: 'Notes\tof\r\nMonday', content: 'x' });
    expect(pasted.name).toBe('Notes of Monday');
  });
});

describe('a tool’s links', () => {
  const { url, githubUrl, logoUrl } = CreateToolRequest.shape;

  it.each(['https://example.org/a?b#c', 'http://localhost:5678/x', 'HTTPS://EXAMPLE.ORG'])(
    'take an http(s) link: %s',
    (link) => {
      for (const field of [url, githubUrl, logoUrl])
        expect(field.safeParse(link).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@example.org',
    'example.org',
  ])('refuse %j', (link) => {
    for (const field of [url, githubUrl, logoUrl])
      expect(field.safeParse(link).success).toBe(false);
  });

  it('let a logo be a picture of the site’s own, never one of another host', () => {
    expect(logoUrl.parse('/images/tools/chatgpt.svg')).toBe('/images/tools/chatgpt.svg');
    expect(logoUrl.parse('')).toBeNull();
    for (const path of ['//evil.example/x.svg', '/\\evil.example/x.svg', '/a b.svg'])
      expect(logoUrl.safeParse(path).success, path).toBe(false);
    expect(url.safeParse('/images/tools/chatgpt.svg').success).toBe(false);
  });
});
