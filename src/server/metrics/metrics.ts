import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The shop's Prometheus metrics, one registry per process, read by `GET /metrics` (web/metrics-endpoint.ts).
 * Counters are plain numbers in memory; what is costly to know (the mail queue's depth) is read when a
 * scrape asks, through the sources the server hands to `watch`. Nothing here imports a domain: domains
 * count into it, and the server wires what is read at scrape time.
 */
export const registry = new Registry();

/** Seconds; a cached page is answered in well under a millisecond, a payment in tens of them. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'orchid_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'orchid_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status class (2xx, 4xx, ...).',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: 'orchid_page_cache_lookups_total',
  help: 'Page-cache lookups for pages rendered on demand, by result (hit or miss).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'orchid_job_runs_total',
  help: 'Background job runs on this instance, by job and outcome (ok, failed, or skipped when another instance held the lease).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const orderPayments = new Counter({
  name: 'orchid_order_payments_total',
  help: 'Orders paid from the balance, by outcome (paid, already_paid, refused).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const topUpNotices = new Counter({
  name: 'orchid_topup_notices_total',
  help: 'Top-up payment notices from the provider (callbacks and reconciliations), by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** What is read when a scrape asks: each source may be absent (a process without render threads, SQLite). */
export interface MetricSources {
  renderThreads?: () => { threads: number; busy: number; pending: number } | undefined;
  databasePool?: () => { total: number; idle: number; waiting: number } | undefined;
  catalogueReaders?: () => { threads: number; busy: number; waiting: number } | undefined;
  mailQueueDepth?: () => Promise<number>;
}

let sources: MetricSources = {};

/** Sets what the gauges read at scrape time (the web server does, once it has its parts). */
export function watch(next: MetricSources): void {
  sources = { ...sources, ...next };
}

/** A gauge of one thing's states, read at scrape time; absent while nothing reports it. */
function stateGauge(name: string, help: string, read: () => Record<string, number> | undefined): void {
  new Gauge({
    name,
    help,
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [state, value] of Object.entries(read() ?? {})) this.set({ state }, value);
    },
  });
}

stateGauge(
  'orchid_render_threads',
  'Render threads: running (all of them), busy (rendering at least one page), and pending (pages handed to them, not yet back).',
  () => {
    const now = sources.renderThreads?.();
    return now && { running: now.threads, busy: now.busy, pending: now.pending };
  },
);

stateGauge('orchid_db_pool_connections', "The PostgreSQL pool's connections: total, idle, and queries waiting for one (absent on SQLite).", () =>
  sources.databasePool?.(),
);

stateGauge(
  'orchid_catalogue_readers',
  'SQLite catalogue reader threads: running, busy (with a read in hand), and reads waiting for one (absent on PostgreSQL).',
  () => {
    const now = sources.catalogueReaders?.();
    return now && { running: now.threads, busy: now.busy, waiting: now.waiting };
  },
);

new Gauge({
  name: 'orchid_mail_queue_depth',
  help: 'Mails waiting to be sent (queued or waiting for a retry), read from the database at scrape time.',
  registers: [registry],
  async collect() {
    if (sources.mailQueueDepth) this.set(await sources.mailQueueDepth());
  },
});

let defaultsOn = false;

/** Process metrics (CPU, memory, event-loop lag, GC), gathered only once metrics are on. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}
