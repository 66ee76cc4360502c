/**
 * The closing table of `npm run bench`: every figure a budget of DESIGN.md §10 speaks of, from the stages
 * that ran, beside its budget. A stage (or a later part of the bench: page JavaScript sizes, Lighthouse)
 * contributes lines through `add`; figures without a budget are listed for what they are.
 */
import type { DatabaseReport } from './catalogue.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { OrdersReport } from './orders.ts';
import { median } from './report.ts';
import type { ServingReport } from './serving.ts';

export interface BudgetLine {
  figure: string;
  value: number;
  unit: string;
  /** At least (`min`) or at most (`max`) this; absent for a figure without a budget. */
  budget?: { min?: number; max?: number };
}

export class BenchSummary {
  readonly lines: BudgetLine[] = [];

  add(line: BudgetLine): void {
    this.lines.push(line);
  }

  /** Serving: bare-Node ratio of each stored page (≥ 0.5), pages rendered per request (≥ 500/s), the log's cost. */
  addServing(report: ServingReport): void {
    for (const row of report.rows) {
      if (row.ratio !== undefined) this.add({ figure: `${row.name}: shop / bare Node`, value: row.ratio, unit: '×', budget: { min: 0.5 } });
      else this.add({ figure: `${row.name}`, value: row.shop.rps, unit: 'req/s', budget: { min: 500 } });
    }
    const { quiet, logging } = report.logged;
    this.add({ figure: 'request log on: throughput kept', value: round2(logging.rps / quiet.rps), unit: '×', budget: { min: 0.5 } });
  }

  /** Catalogue: p99 of the goods list and search per database (median of the runs). */
  addCatalogue(reports: (DatabaseReport | { db: string; skipped: string })[]): void {
    for (const report of reports) {
      if ('skipped' in report) continue;
      for (const m of report.measured) {
        if (!/list/.test(m.endpoint)) continue;
        this.add({ figure: `${m.endpoint} p99 (${m.db})`, value: median(m.runs.map((r) => r.p99)), unit: 'ms' });
      }
    }
  }

  /** Orders: submitted and paid per second (≥ 300 on SQLite, ≥ 200 on PostgreSQL). */
  addOrders(reports: (OrdersReport | { db: string; skipped: string })[]): void {
    for (const report of reports) {
      if ('skipped' in report) continue;
      this.add({ figure: `orders submitted and paid (${report.db})`, value: report.mixed.pay.perSecond, unit: '/s', budget: { min: report.db === 'sqlite' ? 300 : 200 } });
    }
  }

  /** Lighthouse: per page, its lowest category score (100 in all four on every page). */
  addLighthouse(rows: LighthouseRow[]): void {
    for (const row of rows) {
      const [lowest, score] = Object.entries(row.scores).reduce((low, entry) => (entry[1] < low[1] ? entry : low));
      const figure = score < 100 ? `Lighthouse ${row.path} (lowest: ${lowest})` : `Lighthouse ${row.path} (all four)`;
      this.add({ figure, value: score, unit: 'score', budget: { min: 100 } });
    }
  }

  print(): void {
    if (this.lines.length === 0) return;
    console.log('\nBudgets (DESIGN.md §10)');
    const width = Math.max(...this.lines.map((l) => l.figure.length));
    for (const l of this.lines) {
      const budget = l.budget ? (l.budget.min !== undefined ? `≥ ${l.budget.min}` : `≤ ${l.budget.max}`) : '';
      const verdict = l.budget ? (meets(l) ? 'ok' : 'MISSED') : '';
      console.log(`  ${l.figure.padEnd(width)}  ${`${l.value} ${l.unit}`.padStart(12)}  ${budget.padEnd(8)} ${verdict}`);
    }
  }
}

export function meets(line: BudgetLine): boolean {
  const { min, max } = line.budget ?? {};
  return (min === undefined || line.value >= min) && (max === undefined || line.value <= max);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
