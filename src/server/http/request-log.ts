import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { ALREADY_SENT_HEADER } from './security.ts';

/**
 * One line per request with status and duration. Only the path is logged, never the query string,
 * so nothing a client sends as a parameter lands in the logs.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { outgoing, incoming } = (c.env ?? {}) as { outgoing?: { statusCode: number }; incoming?: { method?: string } };
    // The Astro handler writes to the Node response itself; its status is on `outgoing`.
    const status = c.res.headers.has(ALREADY_SENT_HEADER) && outgoing ? outgoing.statusCode : c.res.status;
    logger.info('request', {
      // HEAD reaches the app as GET (http/head.ts); the log names what the client sent.
      method: incoming?.method ?? c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
