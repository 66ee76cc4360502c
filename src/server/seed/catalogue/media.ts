import { createHash } from 'node:crypto';
import { WEBP_OPTIONS } from '../../uploads/image.ts';

export { WEBP_OPTIONS };

export type MediaFolder = 'goods' | 'brands' | 'banners' | 'categories' | 'reviews';

/** A picture to produce: SVG source rendered to WebP at the SVG's own size. */
export interface MediaJob {
  folder: MediaFolder;
  svg: string;
}

/**
 * Files are served as immutable, so the name carries a hash of everything the bytes derive from (the SVG and
 * the encoder settings): a changed picture gets a new name, and an existing file never needs rendering again.
 */
export function mediaUrl(job: MediaJob): string {
  const hash = createHash('sha256').update(JSON.stringify(WEBP_OPTIONS)).update(job.svg).digest('hex').slice(0, 16);
  return `/media/${job.folder}/${hash}.webp`;
}
