import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { requestContext, type RequestContext } from '../request-context.ts';

/** Ids a proxy or load balancer of ours may hand over: short, and nothing a log line or a header could misread. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of a request: the one the proxy in front of us sent as X-Request-Id, so its log and ours name the
 * request alike, when we trust that proxy (TRUST_PROXY) and the id looks safe; else a new UUID. An id from a
 * client we cannot vouch for is never taken: it could pose as another request's id in the log.
 */
export function requestIdOf(incoming: string | undefined | null, trustProxy: number): string {
  if (trustProxy > 0 && incoming && SAFE_ID.test(incoming)) return incoming;
  return randomUUID();
}

/**
 * The API's part: names the route pattern that answered (for the request metrics), and, when the API is asked
 * in-process without the web server around it, gives the request its id and X-Request-Id itself.
 */
export function apiRequestIds(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const outer = requestContext.getStore();
    if (outer) {
      await next();
      outer.route ??= routePath(c);
      return;
    }
    const context: RequestContext = { id: requestIdOf(c.req.header('x-request-id'), trustProxy) };
    await requestContext.run(context, next);
    c.res.headers.set('X-Request-Id', context.id);
  };
}
