import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface PageSize {
  page: string;
  html: { raw: number; gzip: number; brotli: number };
  js: { files: number; raw: number; brotli: number };
  css: { raw: number; brotli: number };
}

const brotliSize = (path: string) =>
  existsSync(`${path}.br`) ? statSync(`${path}.br`).size : brotliCompressSync(readFileSync(path)).length;

/** Every JS module a page loads up front or when its islands hydrate, following static imports. */
function jsClosure(clientDir: string, html: string): Set<string> {
  const entries = [
    ...html.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g),
    ...html.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g),
  ].map((m) => join(clientDir, m[1]!));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(resolve(dirname(file), m[1]!));
    }
  };
  entries.forEach(visit);
  return seen;
}

/** Transfer sizes of a prerendered page: its HTML, the JavaScript it runs, its CSS. */
export function pageSize(clientDir: string, page: string): PageSize {
  const file = join(clientDir, page, 'index.html');
  const html = readFileSync(file, 'utf8');
  const js = [...jsClosure(clientDir, html)];
  const css = [...html.matchAll(/<link[^>]+href="(\/_astro\/[^"]+\.css)"/g)].map((m) => join(clientDir, m[1]!));
  const sum = (files: string[], size: (f: string) => number) => files.reduce((n, f) => n + size(f), 0);
  return {
    page,
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length, brotli: brotliSize(file) },
    js: { files: js.length, raw: sum(js, (f) => statSync(f).size), brotli: sum(js, brotliSize) },
    css: { raw: sum(css, (f) => statSync(f).size), brotli: sum(css, brotliSize) },
  };
}
