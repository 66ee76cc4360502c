import { describe, expect, it } from 'vitest';
import { resolveUrl, withQuery } from './transport.ts';

describe('resolveUrl', () => {
  it('prefixes API paths with the base', () => {
    expect(resolveUrl('member/login', '/api')).toBe('/api/member/login');
    expect(resolveUrl('/member/login', '/api/')).toBe('/api/member/login');
  });

  it('passes absolute URLs, the upload path and already-based paths through', () => {
    expect(resolveUrl('https://cdn.example.com/x', '/api')).toBe('https://cdn.example.com/x');
    expect(resolveUrl('//cdn.example.com/x', '/api')).toBe('//cdn.example.com/x');
    expect(resolveUrl('/web/api/upload', '/api')).toBe('/web/api/upload');
    expect(resolveUrl('/api/health', '/api')).toBe('/api/health');
  });
});

describe('withQuery', () => {
  it('appends with ? or &', () => {
    expect(withQuery('/api/a', 'x=1')).toBe('/api/a?x=1');
    expect(withQuery('/api/a?y=2', 'x=1')).toBe('/api/a?y=2&x=1');
    expect(withQuery('/api/a', '')).toBe('/api/a');
  });
});
