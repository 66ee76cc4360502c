import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DomainError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../lib/schemas/upload.ts';
import { imageSize, WEBP_OPTIONS } from './image.ts';
import { makeVariants, storeVariants, VARIANTS_VERSION, type VariantSet } from './variants.ts';
import { sizedName } from '../../lib/images.ts';

/** The sizes the shop shows each kind of picture at: the same as the demo catalogue's (seeds/catalogue/art.ts). */
export const MEDIA_SIZES = {
  goods: { width: 800, height: 800, fit: 'contain' },
  banners: { width: 1200, height: 360, fit: 'cover' },
  brands: { width: 240, height: 240, fit: 'contain' },
  categories: { width: 160, height: 160, fit: 'contain' },
} as const;
export type MediaKind = keyof typeof MEDIA_SIZES;

const isKnownImage = (b: Buffer) =>
  (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) || b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP');

/**
 * An operator's picture made into the shop's size for its kind: decoded (JPG, PNG or WebP by content), turned
 * upright, fitted (goods on white, whole; banners cropped to fill) and encoded as WebP like the demo pictures.
 * Named by the hash of the result, so the same picture uploaded twice is one file, served as immutable.
 */
export async function storeMedia(media: Storage, kind: MediaKind, file: File): Promise<{ url: string; width: number; height: number }> {
  if (file.size === 0 || file.size >= UPLOAD_MAX_BYTES) throw new DomainError('admin.media.badImage');
  const bytes = Buffer.from(await file.arrayBuffer());
  const size = isKnownImage(bytes) ? await imageSize(bytes) : undefined;
  if (!size || size.width * size.height > UPLOAD_MAX_PIXELS) throw new DomainError('admin.media.badImage');
  const { width, height, fit } = MEDIA_SIZES[kind];
  if (kind === 'goods') return storeGoodsPicture(media, bytes, width, height);
  let out: Buffer;
  try {
    out = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate().resize(width, height, { fit, background: '#ffffff' }).flatten({ background: '#ffffff' }).webp(WEBP_OPTIONS).toBuffer();
  } catch {
    throw new DomainError('admin.media.badImage');
  }
  const key = `${kind}/${createHash('sha256').update(out).digest('hex').slice(0, 16)}.webp`;
  await media.put(key, out, { contentType: 'image/webp' });
  return { url: media.url(key), width, height };
}

/**
 * A goods picture is shown as a card, the detail page's main picture, a thumbnail and a link preview: fitted
 * whole on white into the goods square, then stored with every size those need (uploads/variants.ts), named by
 * the hash of the fitted pixels.
 */
async function storeGoodsPicture(media: Storage, bytes: Buffer, width: number, height: number): Promise<{ url: string; width: number; height: number }> {
  let set: VariantSet;
  try {
    const fitted = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate().resize(width, height, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png({ compressionLevel: 0 }).toBuffer();
    set = await makeVariants(fitted, { social: true });
  } catch {
    throw new DomainError('admin.media.badImage');
  }
  const full = set.variants.find((v) => v.suffix === sizedName('', set.width, set.height))!;
  const id = `goods/${createHash('sha256').update(VARIANTS_VERSION).update(full.bytes).digest('hex').slice(0, 16)}`;
  return { url: await storeVariants(media, id, set), width: set.width, height: set.height };
}
