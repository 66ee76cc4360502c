/**
 * The catalogue stage of `npm run bench`: per database, a throwaway catalogue of N synthetic goods, the
 * production server on it, and fixed-rate load on the goods list (default order, price order, keyword search),
 * the goods detail and, once they are rendered on demand, the goods list and detail pages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedCatalogue } from '../lib/seed-catalogue.ts';
import { coldSearch, type ColdSearch } from './cold-search.ts';
import { benchDatabase, type BenchDialect } from './databases.ts';
import { keywordAt, keywordMix } from './keywords.ts';
import { load, type LoadResult } from './load.ts';
import { startServer } from './server.ts';

export interface CatalogueOptions {
  dialects: BenchDialect[];
  goods: number;
  rate: number;
  seconds: number;
  runs: number;
  warmup: number;
  clientDir: string;
}

export interface Measured {
  endpoint: string;
  db: string;
  runs: LoadResult[];
}

export interface DatabaseReport {
  db: string;
  notes: string[];
  measured: Measured[];
  cold: ColdSearch[];
}

interface Target {
  endpoint: string;
  path: (i: number) => string;
}

/** Spreads request i over a list with a fixed multiplier: a deterministic, well-mixed pick. */
const spread = <T>(list: readonly T[], i: number): T => list[(i * 2_654_435_761) % list.length]!;

async function onShelfIds(env: Record<string, string>): Promise<number[]> {
  const db = openDatabase(loadConfig({ ...process.env, ...env }).databaseUrl);
  try {
    const rows = await db.kysely.selectFrom('goods').select('id').where('on_shelf', '=', 1).orderBy('id').execute();
    return rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

function targets(ids: number[], pagesRendered: boolean): Target[] {
  const mix = keywordMix();
  const list: Target[] = [
    { endpoint: 'GET /api/goods/list', path: () => '/api/goods/list' },
    { endpoint: 'GET /api/goods/list sort=price asc', path: () => '/api/goods/list?sort=price&order=asc' },
    { endpoint: 'GET /api/goods/list keyword', path: (i) => `/api/goods/list?keyword=${encodeURIComponent(keywordAt(mix, i))}` },
    { endpoint: 'GET /api/goods/details', path: (i) => `/api/goods/details?id=${spread(ids, i)}` },
  ];
  if (pagesRendered) {
    list.push(
      { endpoint: 'page /en/goods/list', path: () => '/en/goods/list' },
      { endpoint: 'page /en/goods/details', path: (i) => `/en/goods/details?id=${spread(ids, i)}` },
    );
  }
  return list;
}

/** The goods pages count as rendered on demand when the build holds no prerendered copy of them. */
export function goodsPagesRendered(clientDir: string): boolean {
  return !['en/goods/list', 'en/goods/details'].some((p) => existsSync(join(clientDir, p, 'index.html')));
}

async function benchOne(dialect: BenchDialect, opts: CatalogueOptions): Promise<DatabaseReport | { db: string; skipped: string }> {
  const database = await benchDatabase(dialect);
  if ('skipped' in database) return { db: dialect, skipped: database.skipped };
  const notes = database.note ? [database.note] : [];
  try {
    console.log(`\n[${dialect}] seeding ${opts.goods} goods…`);
    const seeded = await seedCatalogue({ goods: opts.goods, env: { ...process.env, ...database.env, LOG_LEVEL: 'warn' } });
    console.log(`[${dialect}] seeded in ${seeded.seconds.toFixed(0)} s`);
    const ids = await onShelfIds(database.env);
    const rendered = goodsPagesRendered(opts.clientDir);
    if (!rendered) notes.push('goods list and detail pages are prerendered shells in this build (not rendered on demand): skipped');
    const server = await startServer(database.env);
    const measured: Measured[] = [];
    try {
      const list = targets(ids, rendered);
      for (const t of list) await load(t.endpoint, server.base, t.path, { rate: opts.rate, seconds: opts.warmup });
      for (const t of list) measured.push({ endpoint: t.endpoint, db: dialect, runs: [] });
      // Runs go round the endpoints, so a burst of outside load lands on one run of each, not all runs of one.
      for (let run = 0; run < opts.runs; run += 1) {
        for (const [k, t] of list.entries()) {
          const result = await load(t.endpoint, server.base, (i) => t.path(i + run * opts.rate * opts.seconds), { rate: opts.rate, seconds: opts.seconds });
          measured[k]!.runs.push(result);
          console.log(`[${dialect}] run ${run + 1}/${opts.runs} ${t.endpoint}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`);
        }
      }
    } finally {
      await server.stop();
    }
    const cold = await coldSearch(database.env, keywordMix());
    return { db: dialect, notes, measured, cold };
  } finally {
    database.dispose();
  }
}

export async function catalogueBench(opts: CatalogueOptions): Promise<(DatabaseReport | { db: string; skipped: string })[]> {
  const reports = [];
  for (const dialect of opts.dialects) reports.push(await benchOne(dialect, opts));
  return reports;
}
