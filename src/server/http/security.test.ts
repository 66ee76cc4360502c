import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepFrameAncestors, withFrameAncestors } from './security.ts';

describe('frame-ancestors on pages', () => {
  it('is added to a policy that lacks it and left alone where present', () => {
    expect(withFrameAncestors("default-src 'self'; script-src 'sha256-x'")).toBe("default-src 'self'; script-src 'sha256-x'; frame-ancestors 'none'");
    expect(withFrameAncestors("frame-ancestors 'self'; default-src 'self'")).toBe("frame-ancestors 'self'; default-src 'self'");
  });

  it('survives a page renderer that sends its own policy in writeHead', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('content-security-policy', "frame-ancestors 'none'");
    keepFrameAncestors(res);
    res.writeHead(200, { 'content-security-policy': "default-src 'self'; script-src 'sha256-abc'" });
    expect(res.getHeader('content-security-policy')).toBe("default-src 'self'; script-src 'sha256-abc'; frame-ancestors 'none'");
  });
});
