import { describe, expect, expectTypeOf, it } from 'vitest';
import { home } from './home.ts';
import { inLanguage } from './in-language.ts';

describe('inLanguage', () => {
  it('keeps one side of each text and of each list of texts, and everything else', () => {
    const value = {
      id: 'a',
      count: 3,
      title: { en: 'Title', fr: 'Titre' },
      points: { en: ['one', 'two'], fr: ['un', 'deux'] },
      items: [{ icon: 'bot', label: { en: 'Bot', fr: 'Robot' } }],
      // Not a pair: a third key.
      mixed: { en: 'x', fr: 'y', note: 'z' },
    };
    const french = inLanguage(value, 'fr');
    expect(french).toEqual({
      id: 'a',
      count: 3,
      title: 'Titre',
      points: ['un', 'deux'],
      items: [{ icon: 'bot', label: 'Robot' }],
      mixed: { en: 'x', fr: 'y', note: 'z' },
    });
    expectTypeOf(french.title).toEqualTypeOf<string>();
    expectTypeOf(french.points).toEqualTypeOf<string[]>();
    expectTypeOf(french.items[0]!.label).toEqualTypeOf<string>();
    expectTypeOf(french.mixed.note).toEqualTypeOf<string>();
  });

  it('leaves no text of the other language in the home page', () => {
    const english = JSON.stringify(inLanguage(home, 'en'));
    expect(english).toContain(home.hero.title.en);
    expect(english).not.toContain(home.hero.title.fr);
    expect(english).not.toMatch(/"fr":/);
  });
});
