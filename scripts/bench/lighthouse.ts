/**
 * The Lighthouse stage of `npm run bench`: the built shop with its demo data on a port and data directory of its
 * own, and Lighthouse (desktop preset) driving Debian's Chromium over the DevTools protocol, on home, goods list,
 * goods detail, a help page and login in zh, en and ar. Each page gets its four category scores and the audits
 * that keep it from 100, with what they found (the console message, the element, the link).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Result } from 'lighthouse';
import { freePort, startServer, whenAnswering } from './server.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** What the audit found, a line per item (at most five). */
  found: string[];
}

export interface LighthouseRow {
  path: string;
  scores: Record<Category, number>;
  failing: FailingAudit[];
}

const LOCALES = ['zh', 'en', 'ar'] as const;
const prefix = (locale: string) => (locale === 'zh' ? '' : `/${locale}`);

/** The fifteen pages DESIGN.md §10 holds to 100: five screens in three languages. */
export function lighthousePaths(goodsId: number): string[] {
  const screens = ['/', '/goods/list', `/goods/details?id=${goodsId}`, '/helperCenter/newbie', '/login'];
  return LOCALES.flatMap((locale) => screens.map((s) => (s === '/' ? `${prefix(locale)}/` : `${prefix(locale)}${s}`)));
}

/**
 * `only`: measure just the paths it accepts (e.g. one language while fixing a page); `base`: a shop already
 * running with the demo catalogue (another build, a staging server) instead of this build on a fresh database.
 */
export async function lighthouseBench(opts: { chromium?: string; only?: (path: string) => boolean; base?: string } = {}): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'om-bench-lighthouse-'));
  const server = opts.base
    ? { base: opts.base.replace(/\/$/, ''), stop: async () => {} }
    : await startServer({ DATABASE_URL: '', DATA_DIR: dataDir }, { entry: 'scripts/start.ts', startupSeconds: 300 });
  const browser = await launchChromium(opts.chromium ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  try {
    const list = (await (await fetch(`${server.base}/api/goods/list?page=1&pageSize=1`)).json()) as { data: { list: { id: number }[] } };
    const goodsId = list.data.list[0]?.id;
    if (goodsId === undefined) throw new Error('the demo catalogue has no goods on the shelf');
    const rows: LighthouseRow[] = [];
    for (const path of lighthousePaths(goodsId).filter(opts.only ?? (() => true))) {
      rows.push(summarise(path, await audit(`${server.base}${path}`, browser.port, path)));
      console.log(`[lighthouse] ${path}: ${CATEGORIES.map((c) => rows.at(-1)!.scores[c]).join(' / ')}`);
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run; a run whose trace recording failed (NO_NAVSTART on a busy machine) is tried again.
 * BENCH_LIGHTHOUSE_DIR=<dir>: each page's full HTML report is written there (open it in a browser).
 */
async function audit(url: string, port: number, path: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'html', onlyCategories: [...CATEGORIES] }, desktopConfig);
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) {
      const dir = process.env.BENCH_LIGHTHOUSE_DIR;
      if (dir) {
        const name = path.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${name}.html`), String(result!.report));
        writeFileSync(join(dir, `${name}.json`), JSON.stringify(result!.lhr));
      }
      return result!.lhr;
    }
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${error.message} (${error.code})`);
    console.log(`[lighthouse] ${url}: ${error.code}, trying again`);
  }
}

function summarise(path: string, lhr: Result): LighthouseRow {
  const scores = {} as Record<Category, number>;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const c = lhr.categories[category];
    scores[category] = Math.round((c?.score ?? 0) * 100);
    for (const ref of c?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Only audits that weigh on the score keep a page from 100; the rest are advice.
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({ category, id: audit.id, title: audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title, score: audit.score, found: foundItems(audit.details) });
    }
  }
  return { path, scores, failing };
}

/** Lines for what an audit found, from the shapes Lighthouse's table and list details use. */
function foundItems(details: Result['audits'][string]['details']): string[] {
  const items = details && 'items' in details && Array.isArray(details.items) ? (details.items as Record<string, unknown>[]) : [];
  return items.slice(0, 5).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const sub = (item.subItems as { items?: { url?: string }[] } | undefined)?.items?.map((i) => i.url).join(' ');
    const parts = [item.issueType, item.description, node?.snippet, item.href, item.text, item.source, item.url, sub].filter((p) => typeof p === 'string' && p !== '');
    return parts.join(' | ').slice(0, 300);
  });
}

/** Chromium headless with a throwaway profile and a DevTools port for Lighthouse to drive. */
async function launchChromium(executable: string): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'om-bench-chromium-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  const child = spawn(executable, [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const stop = await whenAnswering(child, `http://127.0.0.1:${port}/json/version`, 10, `${executable} with a DevTools port`);
  return {
    port,
    close: async () => {
      await stop();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse (desktop preset): performance / accessibility / best practices / SEO');
  const width = Math.max(...rows.map((r) => r.path.length));
  for (const row of rows) console.log(`  ${row.path.padEnd(width)}  ${CATEGORIES.map((c) => String(row.scores[c]).padStart(3)).join('  ')}`);
  const failing = rows.filter((r) => r.failing.length > 0);
  if (failing.length === 0) return;
  console.log('\nAudits keeping a page from 100');
  for (const row of failing) {
    for (const a of row.failing) {
      console.log(`  ${row.path}  [${a.category}] ${a.id}: ${a.title} (score ${a.score})`);
      for (const line of a.found) console.log(`      ${line}`);
    }
  }
}
