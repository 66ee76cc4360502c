import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { WEBP_OPTIONS, mediaUrl, type MediaJob } from './media.ts';

export interface RenderResult {
  written: number;
  present: number;
}

/** Path on disk of a /media URL. */
export function mediaPath(mediaDir: string, url: string): string {
  return join(mediaDir, url.replace(/^\/media\//, ''));
}

/** Renders each job not on disk yet, a few at a time; a file appears whole or not at all. */
export async function renderMedia(mediaDir: string, jobs: readonly MediaJob[], concurrency = 2): Promise<RenderResult> {
  if (!mediaDir) throw new Error('renderMedia needs a media directory');
  const byUrl = new Map(jobs.map((job) => [mediaUrl(job), job]));
  const queue = [...byUrl].filter(([url]) => !existsSync(mediaPath(mediaDir, url)));
  const result: RenderResult = { written: queue.length, present: byUrl.size - queue.length };
  const folders = new Set(queue.map(([url]) => dirname(mediaPath(mediaDir, url))));
  for (const folder of folders) await mkdir(folder, { recursive: true });

  let next = 0;
  const worker = async () => {
    for (let entry = queue[next++]; entry; entry = queue[next++]) {
      const [url, job] = entry;
      const target = mediaPath(mediaDir, url);
      const bytes = await sharp(Buffer.from(job.svg)).webp(WEBP_OPTIONS).toBuffer();
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}
