import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { stubPage } from '../../lib/api/testing.ts';
import { $token, clearSession, setSession } from '../../stores/user.ts';
import { sendUpload } from './sendUpload.ts';

registerServerCatalogue();

/** Just enough of XMLHttpRequest to drive one upload from the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  clearSession();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('sendUpload', () => {
  it('posts the file as multipart `file` with the token and language, reporting progress', async () => {
    stubPage('en');
    setSession('tok-9');
    const progress: number[] = [];
    const done = sendUpload({ file: png(), onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/web/api/upload']);
    expect(xhr.headers).toEqual({ lang: 'en', token: 'tok-9' });
    expect((xhr.body?.get('file') as File).name).toBe('a.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 60 });
    xhr.respond(200, { code: 200, data: { url: '/uploads/2025/01/x.png' }, msg: 'ok' });
    await expect(done).resolves.toMatchObject({ url: '/uploads/2025/01/x.png' });
    expect(progress).toEqual([50, 100]);
  });

  it('rejects with the server text of a refused picture', async () => {
    stubPage('en');
    const done = sendUpload({ file: png() });
    FakeXhr.last.respond(200, { code: -1, data: null, msg: 'Only JPG, JPEG or PNG images can be uploaded' });
    await expect(done).rejects.toMatchObject({ kind: 'business', msg: 'Only JPG, JPEG or PNG images can be uploaded' });
  });

  it('says "fail to POST <url> <status>" when the server gives no text', async () => {
    stubPage('en');
    const done = sendUpload({ file: png() });
    FakeXhr.last.respond(502, '<html>bad gateway</html>');
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 502, msg: 'fail to POST /web/api/upload 502' });

    const withText = sendUpload({ file: png() });
    FakeXhr.last.respond(413, { code: -1, data: null, msg: 'Too large' });
    await expect(withText).rejects.toMatchObject({ msg: 'Too large' });

    const offline = sendUpload({ file: png() });
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ kind: 'network', msg: 'fail to POST /web/api/upload 0' });
  });

  it('is cancelled silently when its signal aborts', async () => {
    stubPage('en');
    const abort = new AbortController();
    const done = sendUpload({ file: png(), signal: abort.signal });
    abort.abort();
    await expect(done).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('logs out on an expired login', async () => {
    const { assign } = stubPage('zh', '/mine/setting');
    setSession('old');
    const done = sendUpload({ file: png() });
    FakeXhr.last.respond(200, { code: 403, data: null, msg: 'expired' });
    await expect(done).rejects.toMatchObject({ kind: 'loginExpired' });
    expect($token.get()).toBe('');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fmine%2Fsetting');
  });
});
