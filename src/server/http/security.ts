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
