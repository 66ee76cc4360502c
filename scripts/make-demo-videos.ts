/**
 * Makes the demo videos once: `node scripts/make-demo-videos.ts [--posters] [key…]`. Needs ffmpeg (libx264,
 * aac; Debian: `apt-get install ffmpeg`). The results are committed in assets/demo-videos/, so installing,
 * seeding and testing the shop never need it; run this only to change the videos. `--posters` rewrites just
 * the posters, without ffmpeg.
 *
 * Each video is filmed from a few stills of one demo goods drawn by sharp (scripts/lib/video-scene.ts): ffmpeg
 * moves a camera over each (zoompan), crossfades between shots (xfade) and drifts soft lights over them, under
 * a quiet tune (scripts/lib/video-music.ts). Written at 720p and 360p (H.264 High, AAC, moov first for
 * progressive playback) with a WebP poster. Neither carries words: readers of ten languages see the same
 * pictures, and the page prints the title in theirs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashOf } from '../src/server/seed/catalogue/random.ts';
import { DEMO_VIDEOS, type DemoVideo } from '../src/server/seed/video/data.ts';
import { music, rootOf, wav } from './lib/video-music.ts';
import { lightsSvg, demoScene, posterSvg, stillSvg, STILL_KINDS } from './lib/video-scene.ts';
import { FPS, filterGraph, lengthOf, planShots } from './lib/video-shots.ts';

const OUT = new URL('../assets/demo-videos/', import.meta.url).pathname;

async function poster(video: DemoVideo): Promise<void> {
  await sharp(Buffer.from(posterSvg(video))).webp({ quality: 80 }).toFile(join(OUT, `${video.key}.webp`));
}

function ffmpeg(args: string[]): Promise<void> {
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

async function encode(video: DemoVideo): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), `demo-video-${video.key}-`));
  try {
    const scene = demoScene(video);
    for (const kind of STILL_KINDS) await sharp(Buffer.from(stillSvg(scene, kind))).removeAlpha().png().toFile(join(work, `${kind}.png`));
    await sharp(Buffer.from(lightsSvg(video.key))).png().toFile(join(work, 'lights.png'));
    const shots = planShots(video.key, video.seconds);
    const total = lengthOf(shots);
    writeFileSync(join(work, 'music.wav'), wav(music(rootOf(video.key, hashOf), total)));
    const inputs = shots.flatMap((s) => ['-framerate', String(FPS), '-i', join(work, `${s.still}.png`)]);
    const x264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(FPS * 4)];
    const aac = ['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-movflags', '+faststart', '-t', String(total)];
    await ffmpeg([
      ...inputs,
      '-framerate', String(FPS), '-i', join(work, 'lights.png'),
      '-i', join(work, 'music.wav'),
      '-filter_complex', filterGraph(shots),
      '-map', '[hi]', '-map', '[a1]', ...x264, '-crf', '27', '-maxrate', '320k', '-bufsize', '640k', ...aac, join(OUT, `${video.key}-720.mp4`),
      '-map', '[lo]', '-map', '[a2]', ...x264, '-crf', '28', '-maxrate', '130k', '-bufsize', '260k', ...aac, join(OUT, `${video.key}-360.mp4`),
    ]);
    await poster(video);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(OUT, { recursive: true });
const args = process.argv.slice(2);
const postersOnly = args.includes('--posters');
const only = args.filter((a) => a !== '--posters');
for (const video of DEMO_VIDEOS.filter((v) => only.length === 0 || only.includes(v.key))) {
  await (postersOnly ? poster(video) : encode(video));
  const sizes = (postersOnly ? ['.webp'] : ['-720.mp4', '-360.mp4', '.webp']).map((s) => `${s} ${Math.round(statSync(join(OUT, video.key + s)).size / 1024)} KB`);
  console.log(`${video.key}: ${sizes.join(', ')}`);
}
