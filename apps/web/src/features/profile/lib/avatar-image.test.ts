import { AVATAR_MAX_BYTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  dataUrlBytes,
  encodingsFor,
  fitWithin,
  isAcceptableAvatar,
  isAvatarType,
} from './avatar-image';

describe('resizing an avatar', () => {
  it('fits a large picture within 256×256, keeping its proportions', () => {
    expect(fitWithin(1024, 1024)).toEqual({ width: 256, height: 256 });
    expect(fitWithin(4000, 3000)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(600, 1800)).toEqual({ width: 85, height: 256 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(256, 100)).toEqual({ width: 256, height: 100 });
  });

  it('keeps at least one pixel on a very thin picture', () => {
    expect(fitWithin(10_000, 2)).toEqual({ width: 256, height: 1 });
  });

  it('refuses a picture without a size', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
  });
});

describe('what can be uploaded', () => {
  it('accepts PNG, JPEG and WebP only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp'].every(isAvatarType)).toBe(true);
    expect(isAvatarType('image/gif')).toBe(false);
    expect(isAvatarType('image/svg+xml')).toBe(false);
  });

  it('counts the decoded bytes of a data URL', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });

  it('keeps to 256 KB once decoded', () => {
    const ofBytes = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat((bytes / 3) * 4)}`;
    expect(isAcceptableAvatar(ofBytes(AVATAR_MAX_BYTES - 1))).toBe(true);
    expect(isAcceptableAvatar(ofBytes(AVATAR_MAX_BYTES + 2))).toBe(false);
    expect(isAcceptableAvatar('data:image/gif;base64,AAAA')).toBe(false);
  });

  it('tries the picture’s own format first, then smaller JPEGs', () => {
    expect(encodingsFor('image/png')[0]).toEqual(['image/png', undefined]);
    expect(encodingsFor('image/webp')[0]).toEqual(['image/webp', 0.9]);
    for (const type of ['image/png', 'image/jpeg', 'image/webp'] as const)
      expect(encodingsFor(type).at(-1)).toEqual(['image/jpeg', 0.5]);
  });
});
