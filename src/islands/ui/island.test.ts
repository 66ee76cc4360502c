import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../', import.meta.url).pathname;

function astroFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** Every React island a page mounts: its module, and whether the page hands it the locale. */
const mounts = astroFiles().flatMap((page) => {
  const text = readFileSync(page, 'utf8');
  return [...text.matchAll(/<(\w+)\s[^>]*?client:[^>]*>/g)].map(([tag, name]) => {
    const from = new RegExp(`import ${name} from '([^']+\\.tsx)'`).exec(text)?.[1];
    if (!from) throw new Error(`${relative(SRC, page)}: no import for ${name}`);
    return { where: `${relative(SRC, page)} <${name}>`, module: resolve(dirname(page), from), locale: /\slocale=/.test(tag) };
  });
});

describe('island roots', () => {
  it('are found on the pages', () => {
    expect(mounts.length).toBeGreaterThan(10);
  });

  // Islands are rendered on the server too: the language must come from the page, not from <html lang>.
  it('take the locale from the page and provide it to useT() and useLocale() below them', () => {
    const unwrapped = mounts.filter((m) => m.locale && !readFileSync(m.module, 'utf8').includes('export default island(function'));
    expect(unwrapped.map((m) => m.where)).toEqual([]);
  });

  it('that are given no locale say nothing themselves', () => {
    const speaking = mounts.filter((m) => !m.locale && /\buse(T|Locale)\(/.test(readFileSync(m.module, 'utf8')));
    expect(speaking.map((m) => m.where)).toEqual([]);
  });
});
