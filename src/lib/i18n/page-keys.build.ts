/**
 * Which message keys each page's browser code can show, found at build time from the source: a page embeds
 * only those (decision 049). From a page file the walk follows Astro components, then, into the browser,
 * every island (`<X client:…>`) and `<script>` module with all their static and dynamic imports, and collects
 * each quoted catalogue key written there, and every key under a prefix the code builds keys from.
 * Components rendered only on the server are not followed: their words are in the HTML already.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { DYNAMIC_PREFIXES } from './dynamic-keys.ts';
import { pluralForm } from './plural.ts';

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"?]+)(?:\?[^'"]*)?['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"?]+)['"]\s*\)/g;
const LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);
  return specifiers.map((s) => resolve(dirname(file), s)).filter((path) => existsSync(path));
}

export class PageKeys {
  /** Base keys (a plural message by its base name) of the catalogue. */
  private readonly known: Set<string>;
  private readonly srcDir: string;

  constructor(srcDir: string, catalogueKeys: string[]) {
    this.srcDir = srcDir;
    this.known = new Set(catalogueKeys.map((key) => pluralForm(key)?.base ?? key));
  }

  /** Keys a browser module and everything it imports can show. */
  private client(file: string, into: Set<string>, seen: Set<string>): void {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(LITERAL)) if (this.known.has(m[2]!)) into.add(m[2]!);
    for (const prefix of Object.keys(DYNAMIC_PREFIXES)) {
      if (text.includes(`\`${prefix}\${`)) for (const key of this.known) if (key.startsWith(prefix)) into.add(key);
    }
    for (const next of importsOf(file, text)) if (/\.(tsx?|jsx?|mjs)$/.test(next)) this.client(next, into, seen);
  }

  /** Keys of the islands and scripts an Astro file renders, itself or through the components it uses. */
  private astro(file: string, into: Set<string>, seen: Set<string>): void {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
    const template = text.slice(frontmatter.length);
    for (const m of frontmatter.matchAll(/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"?]+)['"]/g)) {
      const [, name, specifier] = m;
      const path = resolve(dirname(file), specifier!);
      if (path.endsWith('.astro')) this.astro(path, into, seen);
      else if (new RegExp(`<${name}\\b[^>]*\\bclient:`).test(template)) this.client(path, into, seen);
    }
    for (const script of template.matchAll(/<script(?![^>]*(?:is:inline|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)) {
      for (const path of importsOf(file, script[1]!)) this.client(path, into, seen);
    }
  }

  /** The keys of one page file, as a sorted list. */
  page(file: string): string[] {
    const into = new Set<string>();
    this.astro(file, into, new Set());
    return [...into].sort();
  }

  /** Every page under src/pages by its route pattern (`/[...locale]/goods/details`), as Astro.routePattern names it. */
  pages(): Record<string, string[]> {
    const root = join(this.srcDir, 'pages');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.astro') ? [join(dir, e.name)] : []));
    return Object.fromEntries(
      walk(root).map((file) => {
        const route = `/${relative(root, file).replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
        return [route, this.page(file)];
      }),
    );
  }
}
