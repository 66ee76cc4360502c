import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { sendBytes } from '../web/send.ts';
import { headAsGet } from './head.ts';

/** Over a real socket, as main.ts serves: a path that writes straight to Node's response, GET and HEAD on one connection. */
const app = new Hono().get('/page', (c) => sendBytes(c, 200, [['Content-Type', 'text/plain'], ['Content-Length', '5']], new TextEncoder().encode('hello')));
let server: ServerType;
let port = 0;
const errors = vi.fn();

beforeAll(async () => {
  process.on('uncaughtException', errors);
  vi.spyOn(console, 'error').mockImplementation(errors);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: headAsGet(app.fetch), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  process.off('uncaughtException', errors);
  vi.restoreAllMocks();
  server.close();
});

const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
const call = (method: string) =>
  new Promise<{ status: number; length: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/page', method, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, length: res.headers['content-length'], body }));
    });
    req.on('error', reject).end();
  });

describe('HEAD on a Node server', () => {
  it('answers HEAD with the headers of GET and no body, and the connection serves the next request', async () => {
    expect(await call('HEAD')).toEqual({ status: 200, length: '5', body: '' });
    expect(await call('GET')).toEqual({ status: 200, length: '5', body: 'hello' });
    expect(await call('HEAD')).toEqual({ status: 200, length: '5', body: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).not.toHaveBeenCalled();
  });
});
