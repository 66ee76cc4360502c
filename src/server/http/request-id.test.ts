import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('takes a safe id from a trusted proxy', () => {
    for (const id of ['0f3c2a7e-1b2c-4d5e-8f90-123456789abc', 'lb-01.req_4711', 'ABCDEFGH']) expect(requestIdOf(id, 1)).toBe(id);
  });

  it('makes its own when the proxy is not trusted, the id is missing, or it does not look safe', () => {
    for (const [id, trust] of [
      ['lb-01.req_4711', 0],
      [undefined, 1],
      ['', 1],
      ['short', 1],
      ['x'.repeat(65), 1],
      ['has space in it', 1],
      ['line\nbreak-1234', 1],
      ['<script>alert(1)</script>', 1],
      ['ünïcode-id-1234', 1],
      ['{"json":"id"}', 1],
    ] as const) {
      expect(requestIdOf(id, trust), String(id)).toMatch(UUID);
    }
  });

  it('gives each request a new id', () => {
    expect(new Set(Array.from({ length: 100 }, () => requestIdOf(null, 0))).size).toBe(100);
  });
});
