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
 * What a response still needs of our headers under its own: those it lacks, and its own Content-Security-Policy
 * (a page's, from Astro, with the hashes of its inline scripts) with frame-ancestors added. `own` answers a
 * header's value by name, or null.
 */
export function securityHeadersUnder(path: string, production: boolean, own: (name: string) => string | null): [string, string][] {
  const needed: [string, string][] = [];
  for (const [name, value] of securityHeaderList(path, production)) {
    const mine = own(name);
    if (mine === null) needed.push([name, value]);
    else if (name === 'Content-Security-Policy') needed.push([name, withFrameAncestors(mine)]);
  }
  return needed;
}

/** Applies the headers to responses Hono builds, under any the response set itself (securityHeadersUnder). */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { headers } = c.res;
    if (headers.has(ALREADY_SENT_HEADER)) return;
    for (const [name, value] of securityHeadersUnder(c.req.path, options.production, (n) => headers.get(n))) headers.set(name, value);
  };
}

/** A CSP that forbids framing: `frame-ancestors 'none'` added unless the policy already says. */
export function withFrameAncestors(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}
