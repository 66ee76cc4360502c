/**
 * The orders stage of `npm run bench`: per database, the demo catalogue and N members ready to pay on a
 * throwaway database, the production server on it, and every member submitting orders over HTTP for a
 * fixed time, first without paying (what submitting alone costs), then submitting and paying; then the
 * books are checked (scripts/bench/order-audit.ts).
 */
import { benchDatabase, type BenchDialect } from './databases.ts';
import { auditOrders, type OrderAudit } from './order-audit.ts';
import { buyForSeconds, type CallStats, type OrderLoadResult } from './order-load.ts';
import { setUpOrderShop } from './order-setup.ts';
import { startServer } from './server.ts';

export interface OrdersOptions {
  dialects: BenchDialect[];
  members: number;
  seconds: number;
  warmup: number;
}

export interface OrdersReport {
  db: string;
  notes: string[];
  scarceStock: number;
  submitOnly: OrderLoadResult;
  mixed: OrderLoadResult;
  audit: OrderAudit;
}

/** Units of the scarce SKU, and how often a basket reaches for it: it sells out early in the first run. */
const SCARCE_STOCK = 50;
const SCARCE_SHARE = 0.1;

async function benchOne(dialect: BenchDialect, opts: OrdersOptions): Promise<OrdersReport | { db: string; skipped: string }> {
  const database = await benchDatabase(dialect);
  if ('skipped' in database) return { db: dialect, skipped: database.skipped };
  try {
    console.log(`\n[${dialect}] orders: demo catalogue and ${opts.members} members…`);
    const env = { ...database.env, LOG_LEVEL: 'warn' };
    const shop = await setUpOrderShop({ ...process.env, ...env }, opts.members, SCARCE_STOCK);
    const server = await startServer(database.env);
    let submitOnly: OrderLoadResult;
    let mixed: OrderLoadResult;
    try {
      await buyForSeconds(server.base, shop, { seconds: opts.warmup, scarceShare: 0, pay: true });
      submitOnly = await buyForSeconds(server.base, shop, { seconds: opts.seconds, scarceShare: SCARCE_SHARE, pay: false });
      console.log(`[${dialect}] submit only: ${submitOnly.submit.ok} orders submitted`);
      mixed = await buyForSeconds(server.base, shop, { seconds: opts.seconds, scarceShare: SCARCE_SHARE, pay: true });
      console.log(`[${dialect}] submit + pay: ${mixed.submit.ok} orders submitted, ${mixed.pay.ok} paid`);
    } finally {
      await server.stop();
    }
    const audit = await auditOrders(database.env, shop);
    return { db: dialect, notes: database.note ? [database.note] : [], scarceStock: SCARCE_STOCK, submitOnly, mixed, audit };
  } finally {
    database.dispose();
  }
}

export async function ordersBench(opts: OrdersOptions): Promise<(OrdersReport | { db: string; skipped: string })[]> {
  const reports = [];
  for (const dialect of opts.dialects) reports.push(await benchOne(dialect, opts));
  return reports;
}

function merge(counts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const c of counts) for (const [k, n] of Object.entries(c)) total[k] = (total[k] ?? 0) + n;
  return total;
}

const refusals = (...counts: Record<string, number>[]) =>
  Object.entries(merge(counts))
    .map(([msg, n]) => `${n} × "${msg}"`)
    .join(', ') || 'none';

const cells = (s: CallStats | null) => (s ? [s.perSecond, s.p50, s.p99] : ['–', '–', '–']).map((v) => String(v).padStart(8)).join('');

export function printOrders(reports: (OrdersReport | { db: string; skipped: string })[], opts: OrdersOptions): void {
  console.log(`\nOrders: ${opts.members} members, each with one call of a kind in flight, ${opts.seconds} s per run after ${opts.warmup} s of warm-up (latency in ms)`);
  console.log(`  ${'db'.padEnd(9)}${'run'.padEnd(15)}${'submits/s'.padStart(10)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'pays/s'.padStart(10)}${'p50'.padStart(8)}${'p99'.padStart(8)}  errors`);
  for (const r of reports) {
    if ('skipped' in r) {
      console.log(`  ${r.db.padEnd(9)}skipped (${r.skipped})`);
      continue;
    }
    for (const [name, run, paid] of [['submit only', r.submitOnly, false], ['submit + pay', r.mixed, true]] as const) {
      console.log(`  ${r.db.padEnd(9)}${name.padEnd(15)}  ${cells(run.submit)}  ${cells(paid ? run.pay : null)}  ${run.submit.errors + run.pay.errors}`);
    }
  }
  for (const r of reports) {
    if ('skipped' in r) continue;
    const a = r.audit;
    const submitRefusals = refusals(r.submitOnly.submit.refused, r.mixed.submit.refused);
    console.log(`  ${r.db}: payment password checked as a keyed hash; submits refused: ${submitRefusals}; pays refused: ${refusals(r.mixed.pay.refused)}`);
    console.log(
      `  ${r.db}: ${a.orders} orders (${a.paidOrders} paid); lowest stock ${a.lowestStock}, scarce SKU ${a.scarceLeft} of ${r.scarceStock} left, ` +
        `${a.stockMismatches} SKUs off their orders; balance = ledger sum = funds − paid orders for ${a.balancesMatching}/${a.members} members: ${a.ok ? 'OK' : 'FAILED'}`,
    );
    for (const note of r.notes) console.log(`  ${r.db}: ${note}`);
  }
}
