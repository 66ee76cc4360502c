/**
 * The scale stage of `npm run bench`: per database, one throwaway catalogue grown through `--sizes` (64 stands
 * for the demo catalogue alone; larger sizes add synthetic goods up to that many goods in all, so 100k grows
 * from 10k instead of being seeded again), and at each size the production server started afresh and every
 * request shape of scripts/bench/scale-shapes.ts measured: its first (cold) request, then closed-loop load.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { seedCatalogue } from '../lib/seed-catalogue.ts';
import { benchDatabase, type BenchDialect } from './databases.ts';
import { closedLoop, percentile } from './load.ts';
import type { ScaleReport, ShapeRun, SizeRun } from './scale-report.ts';
import { countCatalogue, databaseBytes, lastPageOf, pickRows, scaleShapes, type Picks, type Shape } from './scale-shapes.ts';
import { startServer, type RunningServer } from './server.ts';
import { wrkInstalled, wrkRotating } from './wrk.ts';

export interface ScaleOptions {
  dialects: BenchDialect[];
  /**
   * What sends the load: wrk when installed (decision 117), one C thread at a small share of a core, else a closed
   * loop in this Node process, which took about a third of a core at 1,000 requests a second from the server.
   */
  generator: 'wrk' | 'node';
  sizes: number[];
  connections: number;
  seconds: number;
  warmup: number;
}

const COLD_TIMEOUT_MS = 60_000;
/** Paths a wrk run rotates through per second it runs: more than it sends, so no path repeats within a run. */
const PATHS_PER_SECOND = 5_000;

export const scaleGenerator = (): ScaleOptions['generator'] => (wrkInstalled() ? 'wrk' : 'node');
/** A shape whose first request takes this long is not put under load. */
const UNLOADED_COLD_MS = 5_000;

/** How far a shape's paths are looked through for the words it takes turns over, and how many words make a rotation. */
const ROTATION_LOOKAHEAD = 5_000;
const ROTATION_MAX_WORDS = 500;

/**
 * The distinct paths of a shape that takes turns over words, in the order it first asks them; undefined for any
 * other shape (one path, or the goods detail spread over ids).
 */
export function rotation(shape: Shape): string[] | undefined {
  if (!shape.words) return undefined;
  const paths = new Set<string>();
  for (let i = 0; i < ROTATION_LOOKAHEAD && paths.size <= ROTATION_MAX_WORDS; i += 1) paths.add(shape.path(i));
  return paths.size > 1 && paths.size <= ROTATION_MAX_WORDS ? [...paths] : undefined;
}

/** After a run with timeouts: waits (at most a minute) until `probe` answers within a second again. */
async function settle(base: string, probe: string): Promise<void> {
  for (const until = performance.now() + 60_000; performance.now() < until; ) {
    const r = await firstRequest(base, probe);
    if (r.ok && r.ms < 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One request, timed to the end of its body; `data` of the envelope when it answered 200 with JSON. */
async function firstRequest(base: string, path: string): Promise<{ ms: number; ok: boolean; data?: Record<string, unknown> }> {
  const started = performance.now();
  try {
    const res = await fetch(base + path, { signal: AbortSignal.timeout(COLD_TIMEOUT_MS) });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) return { ms, ok: false };
    return { ms, ok: true, data: (JSON.parse(text) as { data?: Record<string, unknown> }).data };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/** Every shape's cold request in turn, then every shape warmed up, then each measured with the server's CPU around it. */
async function measureShapes(server: RunningServer, shapes: Shape[], onFirst: (shape: string, data: Record<string, unknown> | undefined) => void, opts: ScaleOptions, tag: string, notes: string[]): Promise<ShapeRun[]> {
  const cold = new Map<string, Awaited<ReturnType<typeof firstRequest>>>();
  for (const shape of shapes) {
    const first = await firstRequest(server.base, shape.path(0));
    cold.set(shape.name, first);
    onFirst(shape.name, first.data);
  }
  // Every other word of a shape that takes turns over words, one request at a time: what each search costs the first
  // time. The warm-up and the run then ask searches asked before, which the shop remembers (decision 111).
  // A shape whose single request takes seconds would, at 20 connections, keep the server busy for minutes after
  // its run and spoil every shape measured after it: its cold request says all there is to say.
  const loaded = shapes.filter((s) => cold.get(s.name)!.ms < UNLOADED_COLD_MS);
  const firsts = new Map<string, { times: number[]; failed: number }>();
  for (const shape of loaded) {
    const words = rotation(shape);
    if (!words) continue;
    const seen = { times: [cold.get(shape.name)!.ms], failed: 0 };
    for (const path of words.slice(1)) {
      const first = await firstRequest(server.base, path);
      seen.times.push(first.ms);
      if (!first.ok) seen.failed += 1;
    }
    firsts.set(shape.name, seen);
  }
  for (const s of shapes.filter((x) => !loaded.includes(x))) notes.push(`${tag}: ${s.name} not loaded (its first request took ${(cold.get(s.name)!.ms / 1000).toFixed(1)} s)`);
  const run = async (shape: Shape, seconds: number, offset: number) => {
    const load = { connections: opts.connections, seconds };
    const r = opts.generator === 'wrk' ? await wrkRotating(server.base, Array.from({ length: seconds * PATHS_PER_SECOND }, (_, i) => shape.path(i + offset)), load) : await closedLoop(shape.name, server.base, (i) => shape.path(i + offset), load);
    if (r.errors > 0) await settle(server.base, shapes.at(-1)!.path(0));
    return r;
  };
  // All shapes warm up before any is measured, so the first measured shape does not pay for the whole server's warm-up.
  const warmupErrors = new Map<string, number>();
  for (const shape of loaded) warmupErrors.set(shape.name, (await run(shape, opts.warmup, 0)).errors);
  const runs: ShapeRun[] = [];
  for (const shape of shapes) {
    const first = cold.get(shape.name)!;
    const total = first.data?.total;
    const hits = typeof total === 'number' ? total : undefined;
    if (!loaded.includes(shape)) {
      runs.push({ shape: shape.name, p50: Number.NaN, p99: Number.NaN, rps: 0, coldMs: first.ms, errors: first.ok ? 0 : 1, hits });
      continue;
    }
    const before = server.cpuMs();
    // Measured requests continue the warm-up's sequence of words and ids rather than repeat it.
    const r = await run(shape, opts.seconds, 100_000);
    const after = server.cpuMs();
    const perRequest = (a: number, b: number) => (r.requests > 0 ? (b - a) / r.requests : Number.NaN);
    const cpu = before && after ? { main: perRequest(before.main, after.main), all: perRequest(before.all, after.all) } : undefined;
    const words = firsts.get(shape.name);
    const firstTimes = words && { count: words.times.length, p50: percentile([...words.times].sort((a, b) => a - b), 50), max: Math.max(...words.times) };
    runs.push({ shape: shape.name, p50: r.p50, p99: r.p99, rps: r.rps, cpu, coldMs: first.ms, firsts: firstTimes, errors: r.errors + (warmupErrors.get(shape.name) ?? 0) + (first.ok ? 0 : 1) + (words?.failed ?? 0), hits });
    console.log(`[${tag}] ${shape.name}: cold ${Math.round(first.ms)} ms, ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, cpu ${cpu ? cpu.main.toFixed(3) : '–'} ms/req, errors ${r.errors} (warm-up ${warmupErrors.get(shape.name) ?? 0})`);
  }
  return runs;
}

async function benchOne(dialect: BenchDialect, opts: ScaleOptions): Promise<ScaleReport> {
  const database = await benchDatabase(dialect);
  if ('skipped' in database) return { db: dialect, skipped: database.skipped };
  const env = database.env;
  const notes = database.note ? [database.note] : [];
  const sizes: SizeRun[] = [];
  const lastPages: string[] = [];
  let picks: Picks | undefined;
  try {
    let stored = 0;
    for (const size of opts.sizes) {
      const started = performance.now();
      const seed = async (goods: number) => {
        console.log(`\n[${dialect}] ${goods === 0 ? 'seeding the demo catalogue' : `adding ${goods} goods`}…`);
        const progress = (done: number, s: number) => done % 10_000 === 0 && console.log(`[${dialect}] ${done} / ${goods} goods (${s.toFixed(1)} s)`);
        await seedCatalogue({ goods, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, onProgress: progress });
      };
      if (stored === 0) await seed(0);
      let count = await countCatalogue(env);
      if (size > count.goods) {
        await seed(size - count.goods);
        count = await countCatalogue(env);
      }
      const seedSeconds = (performance.now() - started) / 1000;
      const added = count.goods - stored;
      if (count.goods !== size) notes.push(`${size} goods asked for, ${count.goods} stored${stored === 0 ? ' (the demo catalogue alone)' : ''}`);
      stored = count.goods;
      picks ??= await pickRows(env);
      if (sizes.length === 0) notes.push(`category ${picks.category.id} (${picks.category.goods} goods on the smallest size), brand ${picks.brand.id} (${picks.brand.goods}); keyword rare = item numbers of the ${picks.itemNumbers.length} on-shelf demo goods; keyword common = ${picks.commonWords.join(', ')}`);

      const server = await startServer(env);
      try {
        let lastPage = 1;
        const shapes = scaleShapes(picks, count, () => lastPage);
        const tag = `${dialect} ${size}`;
        console.log(`[${tag}] ${count.goods} goods, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
        const runs = await measureShapes(server, shapes, (shape, data) => {
          if (shape === 'page 1' && data) lastPage = lastPageOf(data);
        }, opts, tag, notes);
        lastPages.push(`${size}: ${lastPage}`);
        const dbBytes = await databaseBytes(env, join(env.DATA_DIR!, 'orchid.db'));
        sizes.push({ size, goods: count.goods, added, seedSeconds, dbBytes, runs });
      } finally {
        await server.stop();
      }
    }
    notes.push(`last page of the default list (from page 1's total, pageSize and any depth cap): ${lastPages.join(', ')}`);
    return { db: dialect, notes, sizes };
  } finally {
    database.dispose();
  }
}

export async function scaleBench(opts: ScaleOptions): Promise<ScaleReport[]> {
  const reports: ScaleReport[] = [];
  for (const dialect of opts.dialects) reports.push(await benchOne(dialect, opts));
  return reports;
}
