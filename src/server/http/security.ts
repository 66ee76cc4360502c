import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/web/api/');
}

/**
 * Headers for every response. Pages carry Astro's own CSP (hashed scripts and styles) in a meta tag;
 * this header adds what a meta tag cannot express (frame-ancestors) and locks down the rest.
 */
export function securityHeaderValues(path: string, production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': isApiPath(path)
      ? "default-src 'none'; frame-ancestors 'none'"
      : "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

const lists = new Map<string, [string, string][]>();

/** The same headers as a list made once per kind of path, for answers written straight to the socket. */
export function securityHeaderList(path: string, production: boolean): [string, string][] {
  const key = `${isApiPath(path)} ${production}`;
  let list = lists.get(key);
  if (!list) lists.set(key, (list = Object.entries(securityHeaderValues(path, production))));
  return list;
}

export const ALREADY_SENT_HEADER = 'x-hono-already-sent';

/** Applies the headers to responses Hono builds; the Astro route sets them on the Node response itself. */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has(ALREADY_SENT_HEADER)) return;
    for (const [name, value] of Object.entries(securityHeaderValues(c.req.path, options.production))) {
      c.res.headers.set(name, value);
    }
  };
}

/** A CSP that forbids framing: `frame-ancestors 'none'` added unless the policy already says. */
export function withFrameAncestors(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}

/**
 * Astro sends on-demand pages with its own Content-Security-Policy header (hashed scripts and styles) in
 * `writeHead`, which replaces the one set before; that policy cannot express frame-ancestors, so it is
 * added to whatever policy the page is sent with.
 */
export function keepFrameAncestors(outgoing: ServerResponse): void {
  const writeHead = outgoing.writeHead.bind(outgoing) as (...args: unknown[]) => ServerResponse;
  outgoing.writeHead = ((...args: unknown[]) => {
    for (const arg of args) {
      if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
      const headers = arg as Record<string, unknown>;
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-security-policy' && typeof headers[name] === 'string') headers[name] = withFrameAncestors(headers[name]);
      }
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
