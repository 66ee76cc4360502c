/**
 * Makes the demo videos once: `node scripts/make-demo-videos.ts [--posters] [key…]`. Needs ffmpeg (libx264,
 * aac; Debian: `apt-get install ffmpeg`). The results are committed in assets/demo-videos/, so installing,
 * seeding and testing the shop never need it; run this only to change the videos. `--posters` rewrites just
 * the posters, without ffmpeg.
 *
 * Each video animates the product art of one demo goods (scripts/lib/video-scene.ts) over a soft chord, and is
 * written at 720p and 360p (H.264 High, AAC, moov first for progressive playback) with a WebP poster. Neither
 * carries words: readers of ten languages see the same pictures, and the page prints the title in theirs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashOf } from '../src/server/seed/catalogue/random.ts';
import { DEMO_VIDEOS, type DemoVideo } from '../src/server/seed/video/data.ts';
import { DURATION, HEIGHT, WIDTH, WORDLESS, demoScene, posterSvg, sceneSvg, type SceneInput } from './lib/video-scene.ts';

const OUT = new URL('../assets/demo-videos/', import.meta.url).pathname;
const FPS = 24;
/** Root notes of the chords, one picked per video. */
const ROOTS = [196, 220, 246.94, 261.63];

const frame = (scene: SceneInput, t: number) => sharp(Buffer.from(sceneSvg(scene, t, WORDLESS))).removeAlpha().raw().toBuffer();

async function poster(video: DemoVideo): Promise<void> {
  await sharp(Buffer.from(posterSvg(video))).webp({ quality: 80 }).toFile(join(OUT, `${video.key}.webp`));
}

/** A quiet major chord with a slow swell: three sines an octave apart in spirit, never loud. */
function chord(root: number): string {
  const tone = (f: number, a: number) => `${a}*sin(2*PI*${f.toFixed(2)}*t)`;
  const sum = [tone(root, 0.06), tone(root * 1.25, 0.045), tone(root * 1.5, 0.04), tone(root * 2, 0.02)].join('+');
  return `aevalsrc=(${sum})*(0.8+0.2*sin(2*PI*0.25*t)):s=44100:d=${DURATION}`;
}

async function encode(video: DemoVideo): Promise<void> {
  const scene = demoScene(video);
  const out = (name: string) => join(OUT, name);
  const x264 = ['-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2), '-tune', 'animation'];
  const aac = ['-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart'];
  const ffmpeg = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', 'pipe:0',
    '-f', 'lavfi', '-i', chord(ROOTS[hashOf(video.key) % ROOTS.length]!),
    '-filter_complex', `[0:v]split=2[hi][lo0];[lo0]scale=640:360:flags=lanczos[lo];[1:a]afade=t=in:d=1,afade=t=out:st=${DURATION - 1.5}:d=1.5,asplit=2[a1][a2]`,
    '-map', '[hi]', '-map', '[a1]', ...x264, '-crf', '26', ...aac, out(`${video.key}-720.mp4`),
    '-map', '[lo]', '-map', '[a2]', ...x264, '-crf', '27', ...aac, out(`${video.key}-360.mp4`),
  ], { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${video.key}`))));
  });
  for (let i = 0; i < FPS * DURATION; i++) {
    const bytes = await frame(scene, i / FPS);
    if (!ffmpeg.stdin.write(bytes)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  await poster(video);
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
