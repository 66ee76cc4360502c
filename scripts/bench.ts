/**
 * `npm run bench`: builds when needed, then
 * - pages: transfer sizes of prerendered pages, image bytes of home, list and goods pages at 1440×900 and of a
 *   member's header avatar (scripts/bench/images.ts), and latency of a prerendered page, the health API and the
 *   404 page at a fixed request rate, on an empty throwaway database;
 * - serving: requests per second of prerendered files and cached pages against a bare Node server sending the
 *   same bytes from memory, of goods detail pages rendered on demand, and with the request log on
 *   (scripts/bench/serving.ts);
 * - catalogue: a throwaway catalogue of --goods synthetic goods per database (SQLite, and PostgreSQL when its
 *   binaries are installed) and latency of goods lists, search and details at the fixed rate (scripts/bench/catalogue.ts);
 * - orders: per database, the demo catalogue and --members members submitting orders over HTTP for --seconds,
 *   then submitting and paying them for --seconds, then stock and balances checked against the orders and the
 *   ledger (scripts/bench/orders.ts);
 * - lighthouse: the four Lighthouse scores (desktop preset, /usr/bin/chromium) of home, goods list, goods detail,
 *   a help page and login in zh, en and ar, with the audits that keep a page from 100 (scripts/bench/lighthouse.ts).
 * - backup: the demo shop's data backed up and restored by the operator commands, and the shop started on the
 *   restored data (scripts/bench/backup.ts).
 * - cluster: a cached goods page through one instance, through nginx balancing two, and from Varnish in front of
 *   nginx, requests per second and ratios to one instance (scripts/bench/cluster.ts).
 * - scale (only when asked for, it takes many minutes): per database, one catalogue grown through --sizes goods
 *   (64: the demo catalogue alone), and at each size every list, filter, keyword, deep-page and detail shape
 *   measured closed-loop at 20 connections: p50, p99, req/s, server CPU per request, the cold first request,
 *   seeding time and database size (scripts/bench/scale.ts).
 * Logins under a burst: `node scripts/bench/login-burst.ts` (scripts/bench/login-burst.ts).
 * Options: --only pages|serving|catalogue|orders|lighthouse|backup|cluster|scale, --db sqlite|postgres (comma-separated; default both), --goods N (100000),
 * --rate N (500 requests/s), --seconds N (10 per run; 5 per shape for scale), --runs N (3, serving, catalogue and cluster), --warmup N (3 s, catalogue and
 * orders; 1 s per shape for scale), --members N (16, orders), --sizes N,N,… (64,10000,100000, scale), --skip-build (measure dist/ as it is).
 * Catalogue latency is measured open-loop (scripts/bench/load.ts), orders closed-loop (each member waits for an
 * answer before its next submit, and before its next payment); the load generator runs on the same machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsStale } from './lib/build-state.ts';
import { backupBench, printBackup } from './bench/backup.ts';
import { clusterBench, printCluster } from './bench/cluster.ts';
import { catalogueBench } from './bench/catalogue.ts';
import type { BenchDialect } from './bench/databases.ts';
import { lighthouseBench, printLighthouse } from './bench/lighthouse.ts';
import { load } from './bench/load.ts';
import { ordersBench, printOrders } from './bench/orders.ts';
import { printCatalogue } from './bench/report.ts';
import { startServer } from './bench/server.ts';
import { demoShop, printServing, servingBench } from './bench/serving.ts';
import { weighedPages, weighPages } from './bench/sizes.ts';
import { printImages, weighAvatar, weighImages } from './bench/images.ts';
import { printWeights } from './bench/weights.ts';
import { scaleBench, scaleGenerator } from './bench/scale.ts';
import { printScale } from './bench/scale-report.ts';
import { BenchSummary } from './bench/summary.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'pages,serving,catalogue,orders,lighthouse,backup,cluster' },
    db: { type: 'string', default: 'sqlite,postgres' },
    goods: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '500' },
    // Without a default: the scale stage has shorter ones of its own.
    seconds: { type: 'string' },
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string' },
    members: { type: 'string', default: '16' },
    sizes: { type: 'string', default: '64,10000,100000' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const stages = new Set(values.only.split(','));
const dialects = values.db.split(',') as BenchDialect[];
const numbers = [values.goods, values.rate, values.seconds ?? '10', values.runs, values.warmup ?? '3', values.members, values.seconds ?? '5', values.warmup ?? '1'].map(Number);
const [goods, rate, seconds, runs, warmup, members, scaleSeconds, scaleWarmup] = numbers as [number, number, number, number, number, number, number, number];
const sizes = values.sizes.split(',').map(Number).sort((a, b) => a - b);
const valid = [...numbers, ...sizes].every((n) => Number.isInteger(n) && n > 0);
if (!valid || ![...stages].every((s) => ['pages', 'serving', 'catalogue', 'orders', 'lighthouse', 'backup', 'cluster', 'scale'].includes(s)) || !dialects.every((d) => d === 'sqlite' || d === 'postgres')) {
  console.error(
    'usage: npm run bench -- [--only pages,serving,catalogue,orders,lighthouse,backup,cluster,scale] [--db sqlite,postgres] [--goods N] [--rate N] [--seconds N] [--runs N] [--warmup N] [--members N] [--sizes N,N,…] [--skip-build]',
  );
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist/client');

// The backup stage needs no build: it starts the shop's API on the restored data in-process.
if (!values['skip-build'] && [...stages].some((s) => s !== 'backup') && buildIsStale()) execFileSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit' });

async function pagesStage(summary: BenchSummary): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'om-bench-'));
  const [detailId] = await demoShop(dataDir);
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
  const results = [];
  try {
    printWeights(await weighPages(server.base, clientDir, detailId!), summary);
    const imagePages = weighedPages(detailId!).filter((p) => p.kind === 'home' || p.kind === 'list' || p.kind === 'detail');
    printImages(await weighImages(server.base, imagePages), await weighAvatar(server.base), summary);
    console.log(`\nLoad: ${rate} requests/s for ${seconds} s each (load generator on the same machine)`);
    for (const [name, path, status] of [['prerendered page /en/login', '/en/login', 200], ['API /api/health', '/api/health', 200], ['404 page (on demand)', '/en/no/such/page', 404]] as const) {
      await load(`${name} warm-up`, server.base, path, { rate, seconds: 2, status });
      results.push(await load(name, server.base, path, { rate, seconds, status }));
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const r of results) {
    console.log(`  ${r.name.padEnd(28)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors}`);
  }
}

const summary = new BenchSummary();
if (stages.has('pages')) await pagesStage(summary);
if (stages.has('serving')) {
  const report = await servingBench({ seconds, warmup, runs });
  printServing(report, { seconds, runs });
  summary.addServing(report);
}
if (stages.has('catalogue')) {
  const reports = await catalogueBench({ dialects, goods, rate, seconds, runs, warmup, clientDir });
  printCatalogue(reports, { rate, seconds, runs, goods });
  summary.addCatalogue(reports);
}
if (stages.has('orders')) {
  const reports = await ordersBench({ dialects, members, seconds, warmup });
  printOrders(reports, { dialects, members, seconds, warmup });
  summary.addOrders(reports);
  if (reports.some((r) => 'audit' in r && !r.audit.ok)) process.exitCode = 1;
}
if (stages.has('lighthouse')) {
  const rows = await lighthouseBench();
  printLighthouse(rows);
  summary.addLighthouse(rows);
}
if (stages.has('backup')) printBackup(await backupBench(), summary);
if (stages.has('cluster')) printCluster(await clusterBench({ seconds, warmup, runs }), { seconds, runs }, summary);
if (stages.has('scale')) {
  const options = { dialects, sizes, connections: 20, seconds: scaleSeconds, warmup: scaleWarmup, generator: scaleGenerator() };
  printScale(await scaleBench(options), options);
}
summary.print();
