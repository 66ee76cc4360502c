import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteOrigin } from '../../src/server/web/site-origin.ts';

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

/** The public address the last build wrote into its prerendered pages (canonical links), if it says. */
function builtFor(): string | undefined {
  try {
    return (JSON.parse(readFileSync(STAMP, 'utf8')) as { siteUrl?: string }).siteUrl;
  } catch {
    return undefined;
  }
}

/**
 * A build is needed when there is none, or when any input changed after the last one; given `siteUrl` (the
 * shop's PUBLIC_SITE_URL), also when the prerendered pages name another address in their canonical links.
 */
export function buildIsStale(siteUrl?: string): boolean {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, 'dist', 'server', 'entry.mjs'))) return true;
  if (siteUrl !== undefined && builtFor() !== siteUrl) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

export function markBuilt(): void {
  writeFileSync(STAMP, `${JSON.stringify({ builtAt: new Date().toISOString(), siteUrl: siteOrigin() })}\n`);
}
