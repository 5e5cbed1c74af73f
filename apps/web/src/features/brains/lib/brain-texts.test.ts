import { brainMessages, sourceErrorCodes, sourceErrorMessages } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/brains.json';
import fr from '@/locales/fr/brains.json';

describe('the brains texts', () => {
  it('say the server’s refusals and reasons in its own English words', () => {
    expect(en.refusals).toEqual(brainMessages);
    expect(en.sourceErrors).toEqual(sourceErrorMessages);
  });

  it('have every reason a source can fail for, in French too', () => {
    expect(Object.keys(fr.sourceErrors).sort()).toEqual([...sourceErrorCodes].sort());
    expect(fr.sourceErrors.pdf_invalid).toBe("Le fichier n'est pas un PDF valide");
  });

  it('have every refusal of the server in French too', () => {
    expect(Object.keys(fr.refusals).sort()).toEqual(Object.keys(brainMessages).sort());
  });
});
