/**
 * The cluster stage of `npm run bench` (decision 079): one cached goods page driven as fast as it is answered
 * (32 connections, on the same machine, by wrk when installed, else autocannon: scripts/bench/wrk.ts) through one shop instance, through nginx balancing two
 * instances, and from Varnish's cache in front of nginx (deploy/varnish/default.vcl), in rounds so outside load
 * touches all three alike; ratios are medians of each round's ratios against the one instance. The instances
 * share the demo catalogue in one SQLite file (a cached page reads no database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { edgeMissing, startNginx, startVarnish, type Engine } from '../lib/edge.ts';
import { startServer, type RunningServer } from './server.ts';
import { demoShop, hammer, type Throughput } from './serving.ts';
import { wrkHammer, wrkInstalled } from './wrk.ts';
import type { BenchSummary } from './summary.ts';

export interface ClusterReport {
  path: string;
  /** What sent the requests: 'wrk' or 'autocannon'. */
  generator: string;
  one: Throughput[];
  balanced: Throughput[];
  varnish: Throughput[];
  /** Medians of the rounds' ratios against one instance. */
  balancedRatio: number;
  varnishRatio: number;
  /**
   * CPU ms per request of everything that served it (median round): the instance; nginx and both instances;
   * Varnish, nginx and the instances. Moves less than the rates when other work shares the machine.
   */
  cpu?: { one: number; balanced: number; varnish: number };
}

/** As many connections as serving.ts hammer opens. */
const CONNECTIONS = 32;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function clusterBench(opts: { seconds: number; warmup: number; runs: number }): Promise<ClusterReport | { skipped: string }> {
  const missing = edgeMissing();
  if (missing) return { skipped: missing };
  const dataDir = mkdtempSync(join(tmpdir(), 'om-bench-cluster-'));
  const running: (RunningServer | Engine)[] = [];
  try {
    console.log('\n[cluster] demo catalogue, two instances, nginx, Varnish…');
    const [id] = await demoShop(dataDir);
    const path = `/en/goods/details?id=${id}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const instances = await Promise.all([startServer(env), startServer(env)]);
    running.push(...instances);
    const nginx = await startNginx(instances.map((i) => i.base.replace('http://', '')));
    running.push(nginx);
    const varnish = await startVarnish({ host: '127.0.0.1', port: nginx.port });
    running.push(varnish);
    const one = instances[0]!;
    const generator = wrkInstalled() ? 'wrk' : 'autocannon';
    const drive = (base: string, seconds: number) => (generator === 'wrk' ? wrkHammer(base, path, seconds, CONNECTIONS) : hammer(base, path, seconds));
    for (const base of [one.base, nginx.base, varnish.base]) await drive(base, opts.warmup);
    const report: ClusterReport = { path, generator, one: [], balanced: [], varnish: [], balancedRatio: 0, varnishRatio: 0 };
    const cpu = (parts: (() => number | undefined)[]) => () => {
      const values = parts.map((p) => p());
      return values.every((v) => v !== undefined) ? values.reduce((a, b) => a + b, 0) : undefined;
    };
    const instanceCpu = instances.map((i) => () => i.cpuMs()?.all);
    const costs = { one: [] as number[], balanced: [] as number[], varnish: [] as number[] };
    const measure = async (base: string, used: () => number | undefined, into: number[]) => {
      const before = used();
      const t = await drive(base, opts.seconds);
      const after = used();
      if (before !== undefined && after !== undefined && t.rps > 0) into.push((after - before) / (t.rps * opts.seconds));
      return t;
    };
    for (let run = 0; run < opts.runs; run += 1) {
      report.one.push(await measure(one.base, instanceCpu[0]!, costs.one));
      report.balanced.push(await measure(nginx.base, cpu([...instanceCpu, nginx.cpuMs]), costs.balanced));
      report.varnish.push(await measure(varnish.base, cpu([...instanceCpu, nginx.cpuMs, varnish.cpuMs]), costs.varnish));
      console.log(`[cluster] round ${run + 1}: one ${report.one[run]!.rps}, nginx over two ${report.balanced[run]!.rps}, Varnish ${report.varnish[run]!.rps} req/s`);
    }
    report.balancedRatio = round2(median(report.balanced.map((t, i) => t.rps / report.one[i]!.rps)));
    report.varnishRatio = round2(median(report.varnish.map((t, i) => t.rps / report.one[i]!.rps)));
    if (costs.one.length === opts.runs && costs.balanced.length === opts.runs && costs.varnish.length === opts.runs) {
      report.cpu = { one: median(costs.one), balanced: median(costs.balanced), varnish: median(costs.varnish) };
    }
    return report;
  } finally {
    for (const r of running.reverse()) await r.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printCluster(report: ClusterReport | { skipped: string }, opts: { seconds: number; runs: number }, summary: BenchSummary): void {
  if ('skipped' in report) {
    console.log(`\nCluster: skipped: ${report.skipped}`);
    return;
  }
  const row = (name: string, runs: Throughput[], ratio?: number) => {
    const m = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
    console.log(`  ${name.padEnd(28)}${String(m.rps).padStart(8)}${String(m.p50).padStart(6)}${String(m.p99).padStart(6)}${(ratio === undefined ? '1.00' : ratio.toFixed(2)).padStart(8)}  ${m.errors}`);
  };
  console.log(`\nCluster: cached goods page ${report.path}, ${CONNECTIONS} connections, as fast as answered, median of ${opts.runs} rounds of ${opts.seconds} s each (load generator ${report.generator}, on the same machine)`);
  console.log(`  ${'through'.padEnd(28)}${'req/s'.padStart(8)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'ratio'.padStart(8)}  errors   (ratio: median of each round's ratio to one instance)`);
  row('one instance', report.one);
  row('nginx over two instances', report.balanced, report.balancedRatio);
  row('Varnish (hits)', report.varnish, report.varnishRatio);
  if (report.cpu) {
    const { one, balanced, varnish } = report.cpu;
    console.log(`  CPU per request of all that served it: one instance ${one.toFixed(3)} ms, nginx and two instances ${balanced.toFixed(3)} ms, Varnish (and all behind it) ${varnish.toFixed(3)} ms (one instance / Varnish: ${(one / varnish).toFixed(2)}×)`);
  }
  summary.add({ figure: 'cached goods page: nginx over two instances / one', value: report.balancedRatio, unit: '×', budget: { min: 1.6 } });
  summary.add({ figure: 'cached goods page: Varnish hits / one instance', value: report.varnishRatio, unit: '×', budget: { min: 5 } });
}
