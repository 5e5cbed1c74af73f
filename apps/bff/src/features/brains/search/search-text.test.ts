import { describe, expect, it } from 'vitest';
import { searchText } from './statement.ts';

describe('the words a person searches, as the query parser reads them', () => {
  it('reads a command-line option as the words it names, not as "without"', () => {
    expect(searchText('--repetitive-fast')).toBe('repetitive-fast');
    expect(searchText('gzip --best -v')).toBe('gzip best -v');
  });

  it('keeps a single leading dash, which means "without"', () => {
    expect(searchText('coffee -decaf')).toBe('coffee -decaf');
  });

  it('reads a name in angle brackets as the name', () => {
    expect(searchText('<stdio.h>')).toBe(' stdio.h ');
  });

  it('leaves dotted names, numbers and quotes alone', () => {
    for (const q of ['read.table', '3.14', '6.3.1', 'example.com', '"exact phrase"', 'a or b'])
      expect(searchText(q)).toBe(q);
  });
});
