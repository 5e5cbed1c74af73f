import { describe, expect, it } from 'vitest';
import { readAgentParams, writeAgentParams } from './list-params';

describe('the agents screen in the URL', () => {
  it('reads the tab, search and category, ignoring what is not one', () => {
    expect(readAgentParams(new URLSearchParams('tab=mine&q= lead &category=sales'))).toEqual({
      tab: 'mine',
      q: 'lead',
      category: 'sales',
    });
    expect(readAgentParams(new URLSearchParams('tab=other&category=cooking'))).toEqual({
      tab: 'available',
      q: '',
      category: '',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeAgentParams({ tab: 'available', q: '', category: '' }).toString()).toBe('');
    expect(writeAgentParams({ tab: 'mine', q: 'hr', category: 'hr' }).toString()).toBe(
      'tab=mine&q=hr&category=hr',
    );
  });
});
