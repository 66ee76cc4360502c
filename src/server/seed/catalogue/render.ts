import { join } from 'node:path';
import sharp from 'sharp';
import { mediaStorage } from '../../storage/shop-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import { makeVariants, storeVariants } from '../../uploads/variants.ts';
import { SIZED_FOLDERS, WEBP_OPTIONS, mediaUrl, type MediaJob } from './media.ts';

export interface RenderResult {
  written: number;
  present: number;
}

/** Path on disk of a /media URL. */
export function mediaPath(mediaDir: string, url: string): string {
  return join(mediaDir, url.replace(/^\/media\//, ''));
}

/**
 * Renders each job not in the media storage yet (given, or the disk's under a directory), a few at a time; a
 * file appears whole or not at all, and a sized picture's main file only after all its variants.
 */
export async function renderMedia(target: string | Storage, jobs: readonly MediaJob[], concurrency = 2): Promise<RenderResult> {
  if (!target) throw new Error('renderMedia needs a media directory');
  const media = typeof target === 'string' ? mediaStorage(target) : target;
  const byKey = new Map(jobs.map((job) => [mediaUrl(job).replace(/^\/media\//, ''), job]));
  const present = await Promise.all([...byKey.keys()].map(async (key) => (await media.stat(key)) !== undefined));
  const queue = [...byKey].filter((_, i) => !present[i]);
  const result: RenderResult = { written: queue.length, present: byKey.size - queue.length };

  let next = 0;
  const worker = async () => {
    for (let entry = queue[next++]; entry; entry = queue[next++]) {
      const [key, job] = entry;
      if (SIZED_FOLDERS.has(job.folder)) {
        // The PNG only carries the pixels to makeVariants: compressing it (grainy review photos above all) is wasted work.
        const pixels = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 0 }).toBuffer();
        const set = await makeVariants(pixels, { social: job.folder === 'goods', crops: job.folder === 'reviews' });
        await storeVariants(media, key.replace(/\.\d+x\d+\.jpg$/, ''), set);
      } else {
        await media.put(key, await sharp(Buffer.from(job.svg)).webp(WEBP_OPTIONS).toBuffer(), { contentType: 'image/webp' });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}
