import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, withFrameAncestors } from './security.ts';

describe('frame-ancestors on pages', () => {
  it('is added to a policy that lacks it and left alone where present', () => {
    expect(withFrameAncestors("default-src 'self'; script-src 'sha256-x'")).toBe("default-src 'self'; script-src 'sha256-x'; frame-ancestors 'none'");
    expect(withFrameAncestors("frame-ancestors 'self'; default-src 'self'")).toBe("frame-ancestors 'self'; default-src 'self'");
  });

  it("keeps a page's own policy, with frame-ancestors, and adds the headers it lacks", async () => {
    const app = new Hono().use('*', securityHeaders({ production: false }));
    app.get('/page', () => new Response('<p>', { headers: { 'content-security-policy': "default-src 'self'; script-src 'sha256-abc'" } }));
    app.get('/plain', () => new Response('<p>'));
    const page = await app.request('/page');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'sha256-abc'; frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect((await app.request('/plain')).headers.get('content-security-policy')).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
  });
});
