import sharp, { type Sharp } from 'sharp';
import { CROP_SIDES, MAX_SIDE, SOCIAL_CARD, ladderBelow, sizedName, variantUrl, type SizedPicture } from '../../lib/images.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Quality settings of the variants: WebP 78 and JPEG 80 show no banding on the demo gradients and keep a
 * 96 px avatar near 3 KB; effort 4 is WebP's default. JPEG is only the fallback, so libjpeg-turbo's speed (three
 * times mozjpeg's) is worth its larger files.
 */
const WEBP = { quality: 78, effort: 4 } as const;
const JPEG = { quality: 80, progressive: true, optimiseCoding: true } as const;
/** Changes whenever the settings or the set of variants do: pictures named by a hash of their source include it. */
export const VARIANTS_VERSION = JSON.stringify({ WEBP, JPEG, v: 2 });

export interface VariantOptions {
  /** Centred squares for avatars and review thumbnails (member pictures). */
  crops?: boolean;
  /** The 1200 × 630 link-preview picture (goods pictures). */
  social?: boolean;
  /** Flattened onto this colour (goods on white); transparency is kept out of JPEG either way. */
  background?: string;
  /** Decoding refuses more pixels than this. */
  maxPixels?: number;
}

export interface Variant {
  /** Name relative to the picture's id: the full JPEG is `.<W>x<H>.jpg`, the others follow lib/images.ts. */
  suffix: string;
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
}

export interface VariantSet {
  width: number;
  height: number;
  variants: Variant[];
}

const encode = (image: Sharp, format: 'webp' | 'jpg') =>
  format === 'webp' ? image.webp(WEBP).toBuffer() : image.jpeg(JPEG).toBuffer();

type Shape = (image: Sharp) => Sharp;

/** The files of a picture of this size: each one's suffix, how it is cut from the upright pixels, and its format. */
export function variantPlan(width: number, height: number, options: Pick<VariantOptions, 'crops' | 'social' | 'background'> = {}): [string, Shape, 'webp' | 'jpg'][] {
  const same: Shape = (image) => image;
  const plan: [string, Shape, 'webp' | 'jpg'][] = [
    [sizedName('', width, height), same, 'jpg'],
    [`.${width}x${height}.webp`, same, 'webp'],
  ];
  // variantUrl with the stem `.<W>x<H>` gives each file's name relative to the picture's id.
  const full: SizedPicture = { stem: `.${width}x${height}`, width, height };
  for (const w of ladderBelow(width)) plan.push([variantUrl.width(full, w, 'webp'), (image) => image.resize(w), 'webp']);
  if (options.crops) {
    for (const s of CROP_SIDES) {
      for (const f of ['webp', 'jpg'] as const) plan.push([variantUrl.crop(full, s, f), (image) => image.resize(s, s, { fit: 'cover', withoutEnlargement: false }), f]);
    }
  }
  if (options.social) {
    const background = options.background ?? '#ffffff';
    plan.push([variantUrl.social(full), (image) => image.resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'contain', background }), 'jpg']);
  }
  return plan;
}

/**
 * Every size the pages show a picture at, made once from the decoded original: turned upright by its EXIF
 * orientation, long side at most 1600 px, flattened (no alpha in JPEG), every metadata dropped (a customer's
 * photo must not leak where it was taken). Suffixes name each file relative to the picture's id.
 */
export async function makeVariants(input: Buffer, options: VariantOptions = {}): Promise<VariantSet> {
  const background = options.background ?? '#ffffff';
  // One decode, upright and within bounds; every variant is cut from these pixels, not from the original file.
  const { data, info } = await sharp(input, { limitInputPixels: options.maxPixels ?? 40_000_000 })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const base = () => sharp(data, { raw: { width, height, channels: info.channels } });
  const jobs = variantPlan(width, height, options).map(([suffix, shape, format]) => [suffix, () => shape(base()), format] as const);
  const variants = await Promise.all(
    jobs.map(async ([suffix, image, format]): Promise<Variant> => ({
      suffix,
      contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
      bytes: await encode(image(), format),
    })),
  );
  return { width, height, variants };
}

/**
 * Writes every variant of `set` under `id` (a storage key without extension) and returns the picture's URL, the
 * full JPEG's. The full JPEG is written last: a picture whose URL exists has all its sizes.
 */
export async function storeVariants(storage: Storage, id: string, set: VariantSet): Promise<string> {
  const main = sizedName('', set.width, set.height);
  const ordered = [...set.variants.filter((v) => v.suffix !== main), ...set.variants.filter((v) => v.suffix === main)];
  for (const v of ordered) await storage.put(id + v.suffix, v.bytes, { contentType: v.contentType });
  return storage.url(id + main);
}

/** Deletes every file of a picture stored by storeVariants, named by its URL (`/uploads/2026/05/<id>.<W>x<H>.jpg`). */
export async function deleteVariants(storage: Storage, url: string, urlPrefix: string, options: Pick<VariantOptions, 'crops' | 'social'> = {}): Promise<void> {
  const m = /^(.+)\.(\d+)x(\d+)\.jpg$/.exec(url.startsWith(`${urlPrefix}/`) ? url.slice(urlPrefix.length + 1) : '');
  if (!m) return;
  const [, id, w, h] = m;
  for (const [suffix] of variantPlan(Number(w), Number(h), options)) await storage.delete(id + suffix);
}
