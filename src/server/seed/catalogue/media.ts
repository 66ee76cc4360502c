import { createHash } from 'node:crypto';
import { sizedName } from '../../../lib/images.ts';
import { WEBP_OPTIONS } from '../../uploads/image.ts';
import { VARIANTS_VERSION } from '../../uploads/variants.ts';

export { WEBP_OPTIONS };

export type MediaFolder = 'goods' | 'brands' | 'banners' | 'categories' | 'reviews';

/** A picture to produce: SVG source rendered at the SVG's own size. */
export interface MediaJob {
  folder: MediaFolder;
  svg: string;
}

/**
 * Goods and review pictures are shown at many sizes: they are stored with their variants (uploads/variants.ts)
 * under a name carrying their size (lib/images.ts). The others are shown at one size, one WebP each.
 */
export const SIZED_FOLDERS: ReadonlySet<MediaFolder> = new Set(['goods', 'reviews']);

function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/\bwidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error('a media SVG needs its width and height');
  return { width, height };
}

/**
 * Files are served as immutable, so the name carries a hash of everything the bytes derive from (the SVG and
 * the encoder settings): a changed picture gets a new name, and an existing file never needs rendering again.
 */
export function mediaUrl(job: MediaJob): string {
  const sized = SIZED_FOLDERS.has(job.folder);
  const hash = createHash('sha256')
    .update(sized ? VARIANTS_VERSION : JSON.stringify(WEBP_OPTIONS))
    .update(job.svg)
    .digest('hex')
    .slice(0, 16);
  if (!sized) return `/media/${job.folder}/${hash}.webp`;
  const { width, height } = svgSize(job.svg);
  return sizedName(`/media/${job.folder}/${hash}`, width, height);
}
