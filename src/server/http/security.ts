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

/**
 * Applies the headers to responses Hono builds, under any the response set itself: a page's own
 * Content-Security-Policy (Astro's, with the hashes of its inline scripts) stays and gets frame-ancestors.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { headers } = c.res;
    if (headers.has(ALREADY_SENT_HEADER)) return;
    for (const [name, value] of securityHeaderList(c.req.path, options.production)) {
      const own = headers.get(name);
      if (own === null) headers.set(name, value);
      else if (name === 'Content-Security-Policy') headers.set(name, withFrameAncestors(own));
    }
  };
}

/** A CSP that forbids framing: `frame-ancestors 'none'` added unless the policy already says. */
export function withFrameAncestors(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}
