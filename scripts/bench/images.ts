/**
 * Image bytes a page fetches on first load in Chromium at 1440 × 900 (body and headers as transferred, after
 * the page's network is idle), and the bytes of a member's avatar as the header fetches it. Goods pages have a
 * budget of 150 KB, the avatar 10 KB (docs/decisions/086-images-at-their-size.md).
 */
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { kb } from './sizes.ts';
import type { BenchSummary } from './summary.ts';

export const IMAGE_BUDGET = { detail: 150, avatar: 10 } as const;

export interface ImageWeight {
  path: string;
  kind: string;
  count: number;
  bytes: number;
}

export async function weighImages(base: string, pages: { kind: string; path: string }[], chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<ImageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const weights: ImageWeight[] = [];
  try {
    for (const { kind, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'image') sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      weights.push({ kind, path, count: all.length, bytes: all.reduce((n, b) => n + b, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/** A new member uploads a 12 MP photo; the bytes of the square the header shows (48 px for its 24 px place). */
export async function weighAvatar(base: string): Promise<{ upload: number; avatar: number; full: number }> {
  const account = `bench${Date.now().toString(36)}`;
  const reg = await (await fetch(`${base}/api/member/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, pwd: 'bench-pass-1' }) })).json();
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).jpeg({ quality: 90 }).toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(photo)], 'IMG_0001.JPG', { type: 'image/jpeg' }));
  const up = await (await fetch(`${base}/web/api/upload`, { method: 'POST', body: form, headers: { token: reg.data.token } })).json();
  const url = up.data.url as string;
  const size = async (u: string) => (await (await fetch(base + u)).arrayBuffer()).byteLength;
  return { upload: photo.length, avatar: await size(url.replace(/\.jpg$/, '.c48.webp')), full: await size(url) };
}

export function printImages(weights: ImageWeight[], avatar: { upload: number; avatar: number; full: number }, summary: BenchSummary): void {
  console.log('\nImages on first load at 1440×900 (Chromium, bytes transferred, KB of 1,000 bytes)');
  const width = Math.max(...weights.map((w) => w.path.length));
  for (const w of weights) {
    const budget = w.kind === 'detail' ? ` / ${IMAGE_BUDGET.detail}` : '';
    console.log(`  ${w.path.padEnd(width)}  ${w.kind.padEnd(6)}  ${String(w.count).padStart(3)} images ${String(kb(w.bytes)).padStart(7)} KB${budget}`);
    summary.add({ figure: `${w.path} images`, value: kb(w.bytes), unit: 'KB', ...(w.kind === 'detail' ? { budget: { max: IMAGE_BUDGET.detail } } : {}) });
  }
  console.log(`  avatar: a ${kb(avatar.upload)} KB 12 MP photo is stored at ${kb(avatar.full)} KB (1600 px JPEG); the header fetches ${kb(avatar.avatar)} KB / ${IMAGE_BUDGET.avatar}`);
  summary.add({ figure: 'header avatar (48 px WebP)', value: kb(avatar.avatar), unit: 'KB', budget: { max: IMAGE_BUDGET.avatar } });
}
