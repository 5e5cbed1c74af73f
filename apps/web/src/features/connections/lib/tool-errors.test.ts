import { describe, expect, it } from 'vitest';
import { clearToolError, setToolError, toolError } from './tool-errors';

describe("a tool's last failure", () => {
  it('is kept per tool until cleared', () => {
    setToolError('slack', 'Access was denied');
    setToolError('notion', 'Error refreshing the token');
    expect(toolError('slack')).toBe('Access was denied');
    expect(toolError('github')).toBeNull();
    clearToolError('slack');
    expect(toolError('slack')).toBeNull();
    expect(toolError('notion')).toBe('Error refreshing the token');
    clearToolError('notion');
    clearToolError('notion');
    expect(toolError('notion')).toBeNull();
  });

  it('the latest failure replaces the previous one', () => {
    setToolError('github', 'first');
    setToolError('github', 'second');
    expect(toolError('github')).toBe('second');
    clearToolError('github');
  });
});
