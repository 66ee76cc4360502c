/**
 * What a page costs to download: its HTML and the JavaScript it runs on first load (brotli, as browsers receive
 * them). Shared by `npm run bench` and the size-budget test (tests/e2e/page-weight.spec.ts), so both count alike.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import budgets from '../../budgets.json' with { type: 'json' };

export type PageKind = keyof typeof budgets.js;

export interface PageWeight {
  path: string;
  kind: PageKind;
  html: { raw: number; brotli: number };
  js: { files: string[]; brotli: number };
}

/** The pages with a budget: the shop's in the default language, English and Arabic (right-to-left), and the console. */
export function weighedPages(detailId: number): { kind: PageKind; path: string }[] {
  const paths: [PageKind, string][] = [
    ['home', '/'],
    ['list', '/goods/list'],
    ['detail', `/goods/details?id=${detailId}`],
    ['help', '/helperCenter/newbie'],
    ['login', '/login'],
  ];
  const shop = ['', '/en', '/ar'].flatMap((prefix) => paths.map(([kind, path]) => ({ kind, path: `${prefix}${path === '/' && prefix ? '/' : path}` })));
  // The operator console is one page in every language (the language is the operator's choice, not the address).
  return [...shop, { kind: 'console', path: '/admin' }];
}

const brotliSize = (path: string) =>
  existsSync(`${path}.br`) ? statSync(`${path}.br`).size : brotliCompressSync(readFileSync(path)).length;

/**
 * Every JS file a page loads before anyone touches it: module scripts (by address or imported by an inline
 * one), module preloads, and each island's
 * component and renderer with their static imports. Dynamic `import()` (a dialog loaded when it opens) is not
 * followed: that code loads on interaction.
 */
export function firstLoadScripts(clientDir: string, html: string): string[] {
  const inline = inlineModules(html).join('\n');
  const entries = [
    ...html.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g),
    ...inline.matchAll(/(?:import|from)\s*["'](\/_astro\/[^"']+\.js)["']/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/_astro\/[^"]+\.js)"/g),
    ...html.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g),
  ].map((m) => join(clientDir, m[1]!));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    if (!existsSync(file)) throw new Error(`${file} is named by the page but not in the build`);
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(resolve(dirname(file), m[1]!));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** Module scripts written into the page itself (Astro inlines small ones): their code counts as JavaScript too. */
function inlineModules(html: string): string[] {
  return [...html.matchAll(/<script type="module"(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

export function pageWeight(clientDir: string, page: { kind: PageKind; path: string }, html: string): PageWeight {
  const files = firstLoadScripts(clientDir, html);
  const inline = inlineModules(html).join('\n');
  return {
    ...page,
    html: { raw: Buffer.byteLength(html), brotli: brotliCompressSync(html).length },
    js: {
      files: [...files.map((f) => f.slice(clientDir.length)), ...(inline ? ['(inline module scripts)'] : [])],
      brotli: files.reduce((n, f) => n + brotliSize(f), 0) + (inline ? brotliCompressSync(inline).length : 0),
    },
  };
}

/** Fetches each page from a running production server and weighs it against the build in `clientDir`. */
export async function weighPages(base: string, clientDir: string, detailId: number): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of weighedPages(detailId)) {
    const res = await fetch(base + page.path);
    if (!res.ok) throw new Error(`${page.path} answered ${res.status}`);
    weights.push(pageWeight(clientDir, page, await res.text()));
  }
  return weights;
}

export const BUDGETS = budgets;
/** Sizes in KB of 1,000 bytes, as the budgets are written. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Each figure over its budget, as a readable line. */
export function overBudget(weights: PageWeight[]): string[] {
  return weights.flatMap((w) => [
    ...(kb(w.js.brotli) > budgets.js[w.kind] ? [`${w.path}: JavaScript ${kb(w.js.brotli)} KB > ${budgets.js[w.kind]} KB (${w.js.files.join(', ')})`] : []),
    ...(kb(w.html.brotli) > budgets.html[w.kind] ? [`${w.path}: HTML ${kb(w.html.brotli)} KB > ${budgets.html[w.kind]} KB`] : []),
  ]);
}
