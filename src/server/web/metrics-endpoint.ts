import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import type { Services } from '../services.ts';
import { pendingMailCount } from '../mail/mail-queue.ts';
import { collectProcessMetrics, registry, watch } from '../metrics/metrics.ts';
import type { PageRenderer } from './render-threads.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper holding the METRICS_TOKEN as a bearer token. The
 * Authorization header is compared by its SHA-256 in constant time, so neither its length nor its first
 * differing byte shows in the answer's timing; a refusal says nothing but 401. Never cached anywhere.
 */
export function metricsEndpoint(token: string, services: Services, pages: PageRenderer): Handler {
  const expected = digest(`Bearer ${token}`);
  collectProcessMetrics();
  watch({
    renderThreads: () => pages.stats?.(),
    databasePool: () => services.db.pool?.(),
    catalogueReaders: () => services.db.readers?.(),
    mailQueueDepth: () => pendingMailCount(services.db.kysely),
  });
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.body(null, 401);
    }
    c.header('Content-Type', registry.contentType);
    return c.body(await registry.metrics(), 200);
  };
}
