/**
 * The scale stage's tables: per database, one row per request shape and, per catalogue size, p50 / p99 /
 * req/s / server CPU per request / cold ms, then the rate at the largest size over the smallest. Cells over a
 * budget of issue 31 (DESIGN.md §10, "Scale") end in `!`.
 */

export interface ShapeRun {
  shape: string;
  p50: number;
  p99: number;
  rps: number;
  /** Server CPU ms per request: the thread answering HTTP, and all threads (readers, renderers, GC). */
  cpu?: { main: number; all: number };
  /** The shape's first request after the server started, before any warm-up. */
  coldMs: number;
  /**
   * For a shape taking turns over words: each word's first request, sent one at a time after the cold requests
   * (the first word's is `coldMs`); how many words, the median and the slowest, in ms.
   */
  firsts?: { count: number; p50: number; max: number };
  /** Answers other than 200, timeouts and failed connections, in the cold and first requests, the warm-up and the run. */
  errors: number;
  /** `total` of the cold answer (the first word's, for shapes that take turns over words). */
  hits?: number;
}

export interface SizeRun {
  /** The size asked for (`--sizes`); 64 stands for the demo catalogue alone. */
  size: number;
  /** Goods stored when measured. */
  goods: number;
  /** Goods this step added, and the seconds it took (the demo catalogue's step includes its other seeds). */
  added: number;
  seedSeconds: number;
  dbBytes: number;
  runs: ShapeRun[];
}

export type ScaleReport = { db: string; notes: string[]; sizes: SizeRun[] } | { db: string; skipped: string };

export const BUDGET = { p99Ms: 50, coldMs: 1000, ratio: 0.5, seedSeconds: 180, seedGoods: 100_000, dbBytes: 1e9 } as const;

const mark = (text: string, over: boolean) => (over ? `${text}!` : text);
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const ms = (n: number) => (n >= 100 ? String(Math.round(n)) : fixed(n, 1));
export const sizeLabel = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const bytes = (n: number) => (n >= 1e9 ? `${fixed(n / 1e9, 2)} GB` : `${fixed(n / 1e6, 1)} MB`);

/** Lines of a table whose columns come in groups, each group labelled on a line of its own above. */
export function groupedTable(first: string, groups: { label: string; columns: string[] }[], rows: string[][]): string[] {
  const header = [first, ...groups.flatMap((g) => g.columns)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  let at = 1;
  const labels = [' '.repeat(widths[0]!)];
  for (const g of groups) {
    const span = widths.slice(at, at + g.columns.length).reduce((s, w) => s + w + 2, -2);
    labels.push(g.label.padEnd(span));
    at += g.columns.length;
  }
  return [labels.join('  ').trimEnd(), line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** The rows of one database: each shape at each size, then the ratio of the last size's rate to the first's. */
export function scaleRows(sizes: SizeRun[]): string[][] {
  const shapes = sizes[0]?.runs.map((r) => r.shape) ?? [];
  return shapes.map((shape) => {
    const runs = sizes.map((s) => s.runs.find((r) => r.shape === shape));
    const cells = runs.flatMap((r) =>
      r
        ? [ms(r.p50), mark(ms(r.p99), r.p99 >= BUDGET.p99Ms), String(r.rps), r.cpu ? fixed(r.cpu.main, 3) : '–', mark(String(Math.round(r.coldMs)), r.coldMs >= BUDGET.coldMs)]
        : ['–', '–', '–', '–', '–'],
    );
    const [a, b] = [runs[0], runs.at(-1)];
    const ratio = runs.length > 1 && a && b && a.rps > 0 ? b.rps / a.rps : undefined;
    const errors = runs.map((r) => r?.errors ?? 0);
    const name = errors.some((e) => e > 0) ? `${shape} (errors ${errors.join('/')})!` : shape;
    return [name, ...cells, ratio === undefined ? '–' : mark(fixed(ratio, 2), ratio < BUDGET.ratio)];
  });
}

export function printScale(reports: ScaleReport[], opts: { connections: number; seconds: number; warmup: number; generator: 'wrk' | 'node' }): void {
  for (const report of reports) {
    console.log(`\nScale: ${report.db}`);
    if ('skipped' in report) {
      console.log(`  skipped (${report.skipped})`);
      continue;
    }
    console.log(`  ${opts.connections} connections from ${opts.generator === 'wrk' ? 'wrk' : 'this process (wrk is not installed)'}, closed loop, ${opts.seconds} s per shape after ${opts.warmup} s of warm-up of each shape; latency in ms;`);
    console.log(`  cpu = server CPU ms per request on the thread answering HTTP; cold = first request after start (ms); ! = over budget`);
    const { sizes } = report;
    const groups = sizes.map((s) => ({ label: `${sizeLabel(s.size)} (${s.goods.toLocaleString('en')} goods)`, columns: ['p50', 'p99', 'req/s', 'cpu', 'cold'] }));
    if (sizes.length > 1) groups.push({ label: '', columns: [`req/s ${sizeLabel(sizes.at(-1)!.size)} ÷ ${sizeLabel(sizes[0]!.size)}`] });
    for (const line of groupedTable('shape', groups, scaleRows(sizes))) console.log(`  ${line}`);

    console.log('\n  CPU ms per request, all threads of the server (readers, renderers, GC):');
    const allRows = (sizes[0]?.runs ?? []).map((r) => [r.shape, ...sizes.map((s) => s.runs.find((x) => x.shape === r.shape)?.cpu?.all).map((c) => (c === undefined ? '–' : fixed(c, 3)))]);
    for (const line of groupedTable('shape', [{ label: '', columns: sizes.map((s) => sizeLabel(s.size)) }], allRows).slice(1)) console.log(`  ${line}`);

    const rotating = (sizes[0]?.runs ?? []).filter((r) => sizes.some((s) => s.runs.find((x) => x.shape === r.shape)?.firsts));
    if (rotating.length) {
      console.log('\n  each word\'s first request, one at a time before the warm-up (words, median and slowest ms):');
      const firstRows = rotating.map((r) => [r.shape, ...sizes.flatMap((s) => {
        const f = s.runs.find((x) => x.shape === r.shape)?.firsts;
        return f ? [String(f.count), ms(f.p50), mark(ms(f.max), f.max >= BUDGET.coldMs)] : ['–', '–', '–'];
      })]);
      for (const line of groupedTable('shape', sizes.map((s) => ({ label: sizeLabel(s.size), columns: ['words', 'p50', 'max'] })), firstRows)) console.log(`  ${line}`);
    }

    const hits = (sizes[0]?.runs ?? []).filter((r) => r.hits !== undefined && r.shape !== 'detail').map((r) => `${r.shape} ${sizes.map((s) => s.runs.find((x) => x.shape === r.shape)?.hits ?? '–').join('/')}`);
    console.log(`\n  total of the first answer (${sizes.map((s) => sizeLabel(s.size)).join('/')}): ${hits.join('; ')}`);
    let cumulative = 0;
    const seeding = sizes.map((s) => {
      cumulative += s.seedSeconds;
      const over = s.size === BUDGET.seedGoods && cumulative > BUDGET.seedSeconds;
      return `${sizeLabel(s.size)}: +${s.added.toLocaleString('en')} goods in ${fixed(s.seedSeconds, 1)} s (${mark(`${fixed(cumulative, 1)} s in all`, over)})`;
    });
    console.log(`  seeding (the first size: the demo shop's seeds; budget: 100k in ≤ ${BUDGET.seedSeconds} s in all): ${seeding.join('; ')}`);
    console.log(`  database (budget ≤ 1 GB): ${sizes.map((s) => `${sizeLabel(s.size)}: ${mark(bytes(s.dbBytes), s.dbBytes > BUDGET.dbBytes)}`).join('; ')}`);
    for (const note of report.notes) console.log(`  ${note}`);
  }
}
