import { AVATAR_MAX_BYTES, AvatarUpload, avatarTypes } from '@app/contracts';

/** Pictures are resized in the browser to fit this square before upload. */
export const AVATAR_SIZE = 256;

export type AvatarType = (typeof avatarTypes)[number];

export function isAvatarType(type: string): type is AvatarType {
  return (avatarTypes as readonly string[]).includes(type);
}

/** The size that fits within `max`×`max` keeping the proportions; small pictures are not enlarged. */
export function fitWithin(width: number, height: number, max = AVATAR_SIZE) {
  if (width <= 0 || height <= 0) throw new RangeError('The picture has no size');
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** How many bytes a base64 data URL decodes to (what the BFF's 256 KB limit counts). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

/**
 * The encodings to try, best first: the picture's own type, then smaller lossy ones until one
 * fits in 256 KB. (A browser that cannot write WebP answers PNG, which the list also accepts.)
 */
export function encodingsFor(type: AvatarType): [AvatarType, number | undefined][] {
  const fallbacks: [AvatarType, number][] = [
    ['image/jpeg', 0.85],
    ['image/jpeg', 0.7],
    ['image/jpeg', 0.5],
  ];
  if (type === 'image/png') return [['image/png', undefined], ['image/webp', 0.9], ...fallbacks];
  if (type === 'image/webp') return [['image/webp', 0.9], ...fallbacks];
  return [['image/jpeg', 0.9], ...fallbacks];
}

/** An encoded picture the contract (`AvatarUpload`) and the BFF's size limit both accept. */
export function isAcceptableAvatar(dataUrl: string): boolean {
  return AvatarUpload.safeParse(dataUrl).success && dataUrlBytes(dataUrl) <= AVATAR_MAX_BYTES;
}

export class AvatarError extends Error {
  readonly reason: 'type' | 'unreadable' | 'too-large';
  constructor(reason: AvatarError['reason']) {
    super(`Avatar rejected: ${reason}`);
    this.name = 'AvatarError';
    this.reason = reason;
  }
}

/** Reads a PNG, JPEG or WebP file, draws it at most 256×256 on a canvas, and returns a data URL. */
export async function resizeAvatar(file: File): Promise<string> {
  if (!isAvatarType(file.type)) throw new AvatarError('type');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarError('unreadable');
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarError('unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    for (const [type, quality] of encodingsFor(file.type)) {
      const dataUrl = canvas.toDataURL(type, quality);
      if (isAcceptableAvatar(dataUrl)) return dataUrl;
    }
    throw new AvatarError('too-large');
  } finally {
    bitmap.close();
  }
}
