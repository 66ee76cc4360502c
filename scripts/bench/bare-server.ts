/**
 * The yardstick of the serving bench: a bare node:http server that answers each path with the status,
 * headers and bytes the shop sent for it once, held in memory. Whatever the shop does beyond that
 * (routing, middleware, headers, logging, reading files, rendering) shows as the ratio between the two.
 * Started by scripts/bench/serving.ts in a child process of its own: `bare-server.ts <port> <shop base> <path>…`.
 */
import { once } from 'node:events';
import { createServer, get, type IncomingMessage } from 'node:http';

interface Recorded {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const [port, base, ...paths] = process.argv.slice(2);
const pages = new Map<string, Recorded>();
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
for (const path of paths) {
  // node:http rather than fetch: fetch would decode the brotli body, and the point is the encoded bytes.
  const request = get(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
  const [res] = (await once(request, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const headers = Object.entries(res.headers).flatMap(([name, value]) =>
    HOP.has(name) || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
  );
  pages.set(path, { status: res.statusCode ?? 500, headers, body: Buffer.concat(chunks) });
}

createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, [...page.headers.flat(), 'content-length', String(page.body.byteLength)]);
  res.end(page.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
