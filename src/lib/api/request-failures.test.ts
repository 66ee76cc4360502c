import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../i18n/catalog.server.ts';
import { createT } from '../i18n/messages.ts';
import { $toasts, clearToasts } from '../../stores/toast.ts';
import { clearSession, setSession } from '../../stores/user.ts';
import { createRequest, http } from './request.ts';
import { hang, json, offline, ok, stubFetch, stubPage } from './testing.ts';

registerServerCatalogue();

const zh = createT('zh');
const en = createT('en');
const toastTexts = () => $toasts.get().map((t) => `${t.kind}:${t.text}`);

beforeAll(() => {
  useTestStorageEngine();
});

beforeEach(() => {
  clearSession();
  clearToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('retries', () => {
  it('retries a GET 5 times, 100 ms apart, on network errors', async () => {
    const calls = stubFetch(offline);
    await expect(http.get('home/index')).rejects.toMatchObject({ kind: 'network', msg: zh('api.network') });
    expect(calls).toHaveLength(6);
    for (let i = 1; i < calls.length; i++) {
      expect((calls[i]?.at ?? 0) - (calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(90);
    }
    expect(toastTexts()).toEqual([`error:${zh('api.network')}`]);
  });

  it('retries a GET on 5xx and succeeds when the server recovers', async () => {
    const calls = stubFetch((_call, n) => (n < 3 ? new Response('busy', { status: 503 }) : ok('fine')));
    await expect(createRequest({ retryDelay: 1 }).get('home/index')).resolves.toBe('fine');
    expect(calls).toHaveLength(3);
    expect(toastTexts()).toEqual([]);
  });

  it('never retries writes or client errors', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? offline() : new Response('', { status: 404 })));
    await expect(http.post('order/submit', {})).rejects.toMatchObject({ kind: 'network' });
    await expect(http.get('missing')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET']);
  });
});

describe('HTTP status errors', () => {
  it('shows the translated status message', async () => {
    stubPage('en');
    stubFetch(() => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } }));
    await expect(http.get('nowhere')).rejects.toMatchObject({ kind: 'http', status: 404, msg: en('http.status.404') });
    expect(toastTexts()).toEqual([`error:${en('http.status.404')}`]);
  });

  it('shows the server message carried in an error envelope', async () => {
    stubFetch((_call, n) =>
      n === 1 ? json({ code: -1, data: null, msg: '请求过于频繁' }, 429) : json({ code: -1, data: null, msg: '' }, 401),
    );
    await expect(http.post('member/login')).rejects.toMatchObject({ status: 429, msg: '请求过于频繁' });
    await expect(http.post('member/login')).rejects.toMatchObject({ status: 401, msg: zh('http.status.401') });
  });
});

describe('timeouts and cancellation', () => {
  it('gives up after the timeout without retrying', async () => {
    const calls = stubFetch(hang);
    await expect(createRequest({ timeout: 20 }).get('slow')).rejects.toMatchObject({
      kind: 'timeout',
      msg: zh('api.timeout'),
    });
    expect(calls).toHaveLength(1);
    expect(toastTexts()).toEqual([`error:${zh('api.timeout')}`]);
  });

  it('keeps the timeout when the caller passes a signal', async () => {
    stubFetch(hang);
    const controller = new AbortController();
    await expect(http.get('slow', {}, { signal: controller.signal, timeout: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('rejects aborted requests silently', async () => {
    const calls = stubFetch(hang);
    const controller = new AbortController();
    const pending = http.get('slow', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(calls).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });
});

describe('upload', () => {
  const file = new File(['png'], 'photo.png', { type: 'image/png' });

  it('sends the file as multipart field "file" with the token, outside /api', async () => {
    setSession('tok-9');
    const calls = stubFetch(() => ok({ url: '/uploads/a.png' }));
    await expect(http.upload('/web/api/upload', file)).resolves.toEqual({ url: '/uploads/a.png' });
    const form = calls[0]?.body as FormData;
    expect(calls[0]).toMatchObject({ url: '/web/api/upload', method: 'POST' });
    expect(calls[0]?.headers.get('token')).toBe('tok-9');
    expect((form.get('file') as File).name).toBe('photo.png');
  });

  it('takes a field name, file name and extra fields', async () => {
    const calls = stubFetch(() => ok({ url: '/u/x' }));
    await http.upload('/web/api/upload', { file, name: 'image', filename: 'x.png', fields: { tags: ['a', 'b'], kind: ' review ' } });
    const form = calls[0]?.body as FormData;
    expect((form.get('image') as File).name).toBe('x.png');
    expect(form.getAll('tags[]')).toEqual(['a', 'b']);
    expect(form.get('kind')).toBe('review');
  });

  it('reports "fail to POST url status" unless the server explains', async () => {
    stubPage('en');
    stubFetch((_call, n) => (n === 1 ? new Response('', { status: 500 }) : json({ code: -1, data: null, msg: 'Image too large' }, 413)));
    await expect(http.upload('/web/api/upload', file)).rejects.toMatchObject({ msg: 'fail to POST /web/api/upload 500' });
    await expect(http.upload('/web/api/upload', file)).rejects.toMatchObject({ msg: 'Image too large' });
  });
});
