import { vi } from 'vitest';

/** Test helpers: a stubbed global fetch that records each call. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
  at: number;
}

export type Responder = (call: FetchCall, count: number) => Response | Promise<Response>;

export function stubFetch(respond: Responder): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal ?? undefined,
      at: performance.now(),
    };
    calls.push(call);
    return respond(call, calls.length);
  });
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ok = (data: unknown = null, msg?: string) => json({ code: 200, data, msg });

/** Never answers; rejects like fetch does once the request's signal aborts. */
export function hang(call: FetchCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
  });
}

/** Fails like fetch does when the network is down. */
export function offline(): Promise<Response> {
  return Promise.reject(new TypeError('fetch failed'));
}

export function stubPage(lang: string, pathname = '/', search = '') {
  const assign = vi.fn();
  vi.stubGlobal('document', { documentElement: { lang }, getElementById: () => null });
  vi.stubGlobal('location', { pathname, search, hash: '', assign });
  return { assign };
}
