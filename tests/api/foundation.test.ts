import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from '../../src/server/http/body.ts';
import { DomainError } from '../../src/server/errors.ts';
import { ok } from '../../src/server/http/respond.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ BODY_LIMIT_KB: '1' });
  // Probe routes exercise the shared request layer (parsing, validation, error mapping) the way domain routes use it.
  const schema = z.object({ name: z.string().min(1, 'error.invalidParam'), ids: z.array(z.coerce.number()).optional() });
  ctx.app.post('/api/probe/echo', async (c) => ok(c, await parseInput(c, schema)));
  ctx.app.get('/api/probe/refuse', () => {
    throw new DomainError('error.rateLimited');
  });
  ctx.app.get('/api/probe/big', (c) => ok(c, 'x'.repeat(5000)));
  ctx.app.get('/api/probe/crash', () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
});
afterAll(() => ctx.close());

describe(`API foundation on ${TEST_DIALECT}`, () => {
  it('answers health with the database dialect', async () => {
    const { status, body } = await ctx.call<{ status: string; database: string }>('GET', '/api/health');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ status: 'ok', database: TEST_DIALECT });
  });

  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const en = await ctx.call('GET', '/api/no/such/thing', { headers: { lang: 'en' } });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ code: -1, data: null, msg: 'No such API endpoint' });
    const ja = await ctx.call('GET', '/api/no/such/thing', { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(ja.body.msg).toBe('このAPIは存在しません');
    const unknown = await ctx.call('GET', '/api/no/such/thing', { headers: { lang: 'xx-YY' } });
    expect(unknown.body.msg).toBe('接口不存在');
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const { status, body, res } = await ctx.call('DELETE', '/api/health', { headers: { lang: 'en' } });
    expect(status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(body.msg).toBe('Method not allowed');
  });

  it('refuses malformed JSON with 400 and a clear message', async () => {
    const { status, body } = await ctx.call('POST', '/api/probe/echo', {
      body: '{"name": "x",',
      headers: { 'content-type': 'application/json', lang: 'en' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: -1, data: null, msg: 'The request body is not valid JSON' });
  });

  it('refuses a body over the limit with 413', async () => {
    const { status, body } = await ctx.call('POST', '/api/probe/echo', {
      json: { name: 'x'.repeat(2048) },
      headers: { lang: 'en' },
    });
    expect(status).toBe(413);
    expect(body.msg).toBe('The request is too large');
  });

  it('reads JSON and url-encoded bodies with bracket arrays alike', async () => {
    const json = await ctx.call('POST', '/api/probe/echo', { json: { name: 'a', ids: [1, 2] } });
    const form = await ctx.call('POST', '/api/probe/echo', { form: 'name=a&ids%5B%5D=1&ids%5B%5D=2' });
    expect(json.body.data).toEqual({ name: 'a', ids: [1, 2] });
    expect(form.body.data).toEqual({ name: 'a', ids: [1, 2] });
  });

  it('turns a validation failure into a translated business error', async () => {
    const { status, body } = await ctx.call('POST', '/api/probe/echo', { json: { name: '' }, headers: { lang: 'en' } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: -1, data: null, msg: 'Invalid parameter: name' });
  });

  it('maps a business refusal to code -1 with HTTP 200', async () => {
    const { status, body } = await ctx.call('GET', '/api/probe/refuse', { headers: { lang: 'ru' } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: -1, data: null, msg: 'Слишком много попыток, попробуйте позже' });
  });

  it('never leaks internals of an unexpected error', async () => {
    const { status, body, res } = await ctx.call('GET', '/api/probe/crash', { headers: { lang: 'en' } });
    expect(status).toBe(500);
    // Only the request's id, also sent as X-Request-Id, which finds the error in the log.
    expect(body).toEqual({ code: -1, data: null, msg: 'System error, please try again later', requestId: res.headers.get('x-request-id') });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/secret|srv|\.ts/);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('compresses large API responses', async () => {
    const res = await ctx.app.request('/api/probe/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
