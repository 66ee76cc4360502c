import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

/** `path` is `dir` or lies below it (both resolved). */
export function isWithin(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** A directory that does not exist or holds nothing; false for a file. */
export function isEmptyDir(path: string): boolean {
  if (!existsSync(path)) return true;
  return statSync(path).isDirectory() && readdirSync(path).length === 0;
}

/** A time for names of directories: 2026-11-27T11-20-05Z. */
export const stamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
