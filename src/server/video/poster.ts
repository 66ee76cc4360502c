import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DomainError } from '../errors.ts';
import { sniffImage } from '../uploads/image.ts';

/** Posters fill the 16:9 player and the list's cards; 1280 × 720 is sharp on both. */
const POSTER = { width: 1280, height: 720 } as const;
const MAX_PIXELS = 40_000_000;

const isWebp = (b: Uint8Array) => b.length >= 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP';

/** The shop's own poster for a video added without one: the theme's purple with a play mark. */
const DEFAULT_POSTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER.width}" height="${POSTER.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c89bff"/><stop offset="1" stop-color="#7a2fd0"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="640" cy="360" r="96" fill="#fff" opacity="0.9"/><path d="M610 305 L700 360 L610 415 Z" fill="#7a2fd0"/></svg>`;

/**
 * A poster as stored: the operator's JPG, PNG or WebP (checked by content) cropped to 16:9 and encoded as
 * WebP, or the default poster when none is given. Re-encoding drops any metadata the picture carried.
 */
export async function posterImage(path?: string): Promise<Buffer> {
  if (!path) return sharp(Buffer.from(DEFAULT_POSTER_SVG)).webp({ quality: 80 }).toBuffer();
  const bytes = await readFile(path).catch(() => {
    throw new DomainError('video.poster.unreadable');
  });
  if (!sniffImage(bytes) && !isWebp(bytes)) throw new DomainError('video.poster.badType');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ ...POSTER, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw new DomainError('video.poster.badType');
  }
}
