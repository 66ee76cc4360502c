import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../i18n/zh.json' with { type: 'json' };
import { DYNAMIC_PREFIXES } from './dynamic-keys.ts';
import { pluralForm } from './plural.ts';

const SRC = new URL('../../', import.meta.url).pathname;

/** Every source file under src/ except the catalogues themselves and the tests. */
function sources(dir = SRC): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'i18n') ? [] : sources(path);
    if (!/\.(ts|tsx|astro|js|mjs)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(SRC, path), text: readFileSync(path, 'utf8') }];
  });
}

const files = sources();
/** Code names a plural message by its base ('cart.summary.selected' for 'cart.summary.selected_other'). */
const keys = [...new Set(Object.keys(zh).map((key) => pluralForm(key)?.base ?? key))];
/** Quoted dotted names ('order.loadFailed', "page.mine.intro", `common.retry`): how message keys stand in code. */
const literals = new Set(files.flatMap(({ text }) => [...text.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)].map((m) => m[2])));

describe('message keys', () => {
  it('are each used somewhere in src/', () => {
    const dynamic = Object.keys(DYNAMIC_PREFIXES);
    const unused = keys.filter((key) => !literals.has(key) && !dynamic.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it('built from a prefix are still built by the code named for them', () => {
    for (const [prefix, file] of Object.entries(DYNAMIC_PREFIXES)) {
      const text = files.find((f) => f.path === file)?.text ?? '';
      expect(text, `${file} builds ${prefix}…`).toContain(`\`${prefix}\${`);
      expect(keys.some((key) => key.startsWith(prefix)), `keys under ${prefix}`).toBe(true);
    }
  });

  it('used in code with t() are all in the catalogue', () => {
    const catalogue = new Set(keys);
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)].map((m) => m[2]!).filter((key) => !catalogue.has(key)).map((key) => `${path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
