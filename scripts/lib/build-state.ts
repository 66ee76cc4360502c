import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const STAMP = join(ROOT, 'dist', '.build-stamp');
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** A build is needed when there is none, or when any input changed after the last one. */
export function buildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, 'dist', 'server', 'entry.mjs'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

export function markBuilt(): void {
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}
