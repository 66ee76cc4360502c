import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { httpDuration, httpRequests } from '../metrics/metrics.ts';
import { routeLabel, statusClass } from '../metrics/route-label.ts';
import { requestContext, type RequestContext } from '../request-context.ts';
import { requestIdOf } from './request-id.ts';
import { ALREADY_SENT_HEADER } from './security.ts';

export interface RequestLogOptions {
  trustProxy: number;
  /** Count requests for GET /metrics (on when METRICS_TOKEN is set). */
  metrics: boolean;
}

/**
 * Gives every request its id (request-id.ts) for the time it is answered (request-context.ts), sends it back as
 * X-Request-Id, and writes one line per request with status and duration; with metrics on, counts it by route
 * label. Only the path is logged, never the query string, so nothing a client sends as a parameter lands in
 * the logs. Answers written straight to the socket carry the id from send.ts.
 */
export function requestLog(logger: Logger, options: RequestLogOptions): MiddlewareHandler {
  return (c, next) => {
    const started = performance.now();
    const context: RequestContext = { id: requestIdOf(c.req.header('x-request-id'), options.trustProxy) };
    return requestContext.run(context, async () => {
      await next();
      const { outgoing, incoming } = (c.env ?? {}) as { outgoing?: { statusCode: number }; incoming?: { method?: string } };
      const sent = c.res.headers.has(ALREADY_SENT_HEADER);
      // An answer written to the Node response itself (send.ts) has its status on `outgoing`.
      const status = sent && outgoing ? outgoing.statusCode : c.res.status;
      if (!sent) c.res.headers.set('X-Request-Id', context.id);
      // HEAD reaches the app as GET (http/head.ts); the log names what the client sent.
      const method = incoming?.method ?? c.req.method;
      const ms = performance.now() - started;
      logger.info('request', { method, path: c.req.path, status, ms: Math.round(ms * 10) / 10 });
      if (!options.metrics) return;
      const route = context.route ?? routeLabel(c.req.path);
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route, status_class: statusClass(status) }, ms / 1000);
    });
  };
}
