/**
 * The serving stage of `npm run bench`: the production server on the demo catalogue, and beside it a bare
 * node:http server answering the same paths with the same bytes from memory (scripts/bench/bare-server.ts).
 * Each is driven in turn as fast as it answers (closed loop, autocannon on the same machine), so the ratio
 * shop / bare says what the shop's own work costs on a prerendered file and on a page from the page cache.
 * Goods detail pages rendered on demand are measured with a query parameter per request, so every one misses
 * the page cache and is rendered as a visitor's first view would be.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { boot } from '../../src/server/boot.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { demoSeeds } from '../../src/server/seed/index.ts';
import { freePort, startServer } from './server.ts';

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ServingRow {
  name: string;
  path: string;
  shop: Throughput;
  /** The bare server on the same bytes; absent for pages that cannot be stored (rendered per request). */
  bare?: Throughput;
  /**
   * shop / bare: the median of the ratios of measures taken one after the other, which outside load on a
   * shared machine touches alike (a ratio of the two medians would pair measures minutes apart).
   */
  ratio?: number;
  /** Server CPU per request in ms (median run): main thread and whole process; for pages rendered per request. */
  cpu?: { main: number; all: number };
}

export interface ServingReport {
  rows: ServingRow[];
  logged: { path: string; quiet: Throughput; logging: Throughput };
}

const CONNECTIONS = 32;

/** Closed-loop throughput of one path (or of a path per request) for `seconds`. */
export async function hammer(base: string, path: string | ((i: number) => string), seconds: number): Promise<Throughput> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: typeof path === 'string' ? path : path(i++) }) }],
  });
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Seeds the demo catalogue into `dataDir`; the ids of the goods on the shelf. */
export async function demoShop(dataDir: string): Promise<number[]> {
  const { db, mediaDir } = await boot({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  try {
    await runSeeds({ db, mediaDir }, demoSeeds);
    const rows = await db.kysely.selectFrom('goods').select('id').where('on_shelf', '=', 1).orderBy('id').execute();
    return rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

async function startBare(shopBase: string, paths: string[]): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = fork(new URL('./bare-server.ts', import.meta.url).pathname, [String(port), shopBase, ...paths], { stdio: 'inherit' });
  await once(child, 'message');
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The run with the median request rate: its latencies belong to the same run as its rate. */
function medianRun<T extends Throughput>(runs: T[]): T {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

/** `runs` measures of each, shop and bare alternating, so a burst of outside load lands on both alike. */
export async function servingBench(opts: { seconds: number; warmup: number; runs: number }): Promise<ServingReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'om-bench-serving-'));
  try {
    console.log('\n[serving] demo catalogue…');
    const ids = await demoShop(dataDir);
    const detail = (i: number) => `/en/goods/details?id=${ids[i % ids.length]}&v=${i}`;
    const stored = [
      ['prerendered help page', '/en/helperCenter/newbie'],
      ['cached home', '/en/'],
      ['cached goods list', '/en/goods/list'],
      ['cached goods detail', `/en/goods/details?id=${ids[0]}`],
    ] as const;
    const rows: ServingRow[] = [];
    let logged: ServingReport['logged'];
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      // A stored page is compressed smaller the first time it is served again (decision 056): ask for each twice
      // and give that a moment, so the bare server records the bytes the shop sends from then on.
      for (const [, path] of stored) for (let i = 0; i < 2; i += 1) await (await fetch(server.base + path, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
      await sleep(300);
      const bare = await startBare(server.base, stored.map(([, path]) => path));
      try {
        for (const [name, path] of stored) {
          await hammer(server.base, path, opts.warmup);
          const shop: Throughput[] = [];
          const baseline: Throughput[] = [];
          for (let run = 0; run < opts.runs; run += 1) {
            shop.push(await hammer(server.base, path, opts.seconds));
            baseline.push(await hammer(bare.base, path, opts.seconds));
          }
          const ratios = shop.map((t, run) => t.rps / baseline[run]!.rps).sort((a, b) => a - b);
          rows.push({ name, path, shop: medianRun(shop), bare: medianRun(baseline), ratio: Math.round(ratios[Math.floor(ratios.length / 2)]! * 100) / 100 });
          console.log(`[serving] ${name}: shop ${shop.map((t) => t.rps).join(', ')} req/s, bare ${baseline.map((t) => t.rps).join(', ')} req/s`);
        }
      } finally {
        await bare.stop();
      }
      await hammer(server.base, detail, opts.warmup);
      const detailRuns: (Throughput & { cpu?: { main: number; all: number } })[] = [];
      for (let run = 1; run <= opts.runs; run += 1) {
        const before = server.cpuMs();
        const t = await hammer(server.base, (i) => detail(i + run * 1_000_000), opts.seconds);
        const after = server.cpuMs();
        const served = t.rps * opts.seconds;
        const cpu = before && after ? { main: (after.main - before.main) / served, all: (after.all - before.all) / served } : undefined;
        detailRuns.push({ ...t, cpu });
      }
      const { cpu, ...median } = medianRun(detailRuns);
      rows.push({ name: 'uncached goods detail', path: '/en/goods/details?id=…&v=<unique>', shop: median, cpu });
      const cpuText = detailRuns.map((t) => (t.cpu ? ` (${t.cpu.main.toFixed(2)} ms main thread, ${t.cpu.all.toFixed(2)} ms all threads per page)` : ''));
      console.log(`[serving] uncached goods detail: ${detailRuns.map((t, i) => `${t.rps} req/s${cpuText[i]}`).join(', ')}`);
    } finally {
      await server.stop();
    }
    // The same cached page with one log line per request, to see what the request log costs.
    const loud = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' }, { logTo: join(dataDir, 'requests.log') });
    try {
      const path = stored[0][1];
      await hammer(loud.base, path, opts.warmup);
      const logging: Throughput[] = [];
      for (let run = 0; run < opts.runs; run += 1) logging.push(await hammer(loud.base, path, opts.seconds));
      logged = { path, quiet: rows[0]!.shop, logging: medianRun(logging) };
    } finally {
      await loud.stop();
    }
    return { rows, logged };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => String(n).padStart(6);

export function printServing(report: ServingReport, opts: { seconds: number; runs: number }): void {
  console.log(`\nServing: ${CONNECTIONS} connections, as fast as answered, median of ${opts.runs} measures of ${opts.seconds} s; bare = node:http sending the same bytes from memory`);
  console.log(`  ${'page'.padEnd(24)}${'req/s'.padStart(8)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'bare req/s'.padStart(12)}${'ratio'.padStart(7)}  errors   (ratio: median of paired measures)`);
  for (const r of report.rows) {
    const ratio = r.ratio !== undefined ? r.ratio.toFixed(2) : '–';
    console.log(`  ${r.name.padEnd(24)}${String(r.shop.rps).padStart(8)}${ms(r.shop.p50)}${ms(r.shop.p99)}${String(r.bare?.rps ?? '–').padStart(12)}${ratio.padStart(7)}  ${r.shop.errors}`);
  }
  for (const r of report.rows) {
    if (r.cpu) console.log(`  ${r.name}: server CPU per page ${r.cpu.main.toFixed(2)} ms on its main thread, ${r.cpu.all.toFixed(2)} ms in all its threads`);
  }
  const { quiet, logging, path } = report.logged;
  console.log(`  request log on (LOG_LEVEL=info, to a file): ${path} ${logging.rps} req/s against ${quiet.rps} without (${(logging.rps / quiet.rps).toFixed(2)}×)`);
}
