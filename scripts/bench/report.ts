import type { DatabaseReport } from './catalogue.ts';
import type { LoadResult } from './load.ts';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 10) / 10;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Medians over the runs; the p99 range shows how far runs disagreed (noise from other work on the machine). */
export function printCatalogue(reports: (DatabaseReport | { db: string; skipped: string })[], opts: { rate: number; seconds: number; runs: number; goods: number }): void {
  console.log(`\nCatalogue: ${opts.goods} goods, ${opts.rate} requests/s for ${opts.seconds} s per run, median of ${opts.runs} runs (latency in ms)`);
  const rows: string[][] = [];
  for (const report of reports) {
    if ('skipped' in report) continue;
    for (const m of report.measured) {
      const of = (key: keyof Omit<LoadResult, 'name'>) => median(m.runs.map((r) => r[key]));
      const p99s = m.runs.map((r) => r.p99);
      rows.push([m.endpoint, m.db, String(of('rps')), String(of('p50')), String(of('p95')), String(of('p99')), `${Math.min(...p99s)}–${Math.max(...p99s)}`, String(m.runs.reduce((n, r) => n + r.errors, 0))]);
    }
  }
  if (rows.length) console.log(table(['endpoint', 'db', 'req/s', 'p50', 'p95', 'p99', 'p99 range', 'errors'], rows));
  for (const report of reports) {
    if ('skipped' in report) {
      console.log(`  ${report.db}: skipped (${report.skipped})`);
      continue;
    }
    for (const note of report.notes) console.log(`  ${report.db}: ${note}`);
  }
  const cold = reports.flatMap((r) => ('skipped' in r ? [] : r.cold.map((c) => [c.kind, r.db, String(c.keywords), String(c.p50), String(c.p95), String(c.max)])));
  if (cold.length) {
    console.log('\nFirst search for a keyword (total not yet remembered; page + count in-process, ms)');
    console.log(table(['keyword', 'db', 'words', 'p50', 'p95', 'max'], cold));
  }
}
