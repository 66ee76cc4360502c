import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../i18n/catalog.server.ts';
import { createT } from '../i18n/messages.ts';
import { $toasts, clearToasts, showCarriedToast } from '../../stores/toast.ts';
import { $token, clearSession, setSession } from '../../stores/user.ts';
import { ApiError } from './errors.ts';
import { http } from './request.ts';
import { json, ok, stubFetch, stubPage } from './testing.ts';

registerServerCatalogue();

const zh = createT('zh');
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
  vi.restoreAllMocks();
});

describe('headers', () => {
  it('sends the token on every request unless told not to', async () => {
    const calls = stubFetch(() => ok());
    await http.get('cart/count');
    expect(calls[0]?.headers.has('token')).toBe(false);
    setSession('tok-1');
    await http.get('cart/count');
    await http.post('cart/add', { goodsId: 1 });
    await http.post('member/login', { account: 'a' }, { withToken: false });
    expect(calls.map((c) => c.headers.get('token'))).toEqual([null, 'tok-1', 'tok-1', null]);
  });

  it('sends the page language', async () => {
    const calls = stubFetch(() => ok());
    await http.get('home/index');
    stubPage('ar');
    await http.get('home/index');
    expect(calls.map((c) => c.headers.get('lang'))).toEqual(['zh', 'ar']);
  });
});

describe('query and bodies', () => {
  it('adds _t to GET only and encodes params with brackets', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const calls = stubFetch(() => ok());
    await http.get('goods/list', { keyword: ' lotion ', page: 2, ids: [1, 2] });
    await http.post('cart/delete', { ids: [1] });
    await http.del('things', { id: 3 });
    expect(calls[0]?.url).toBe('/api/goods/list?keyword=lotion&page=2&ids%5B%5D=1&ids%5B%5D=2&_t=1700000000000');
    expect(calls[1]?.url).toBe('/api/cart/delete');
    expect(calls[2]).toMatchObject({ url: '/api/things?id=3', method: 'DELETE' });
  });

  it('posts JSON by default, trimmed, with dates formatted', async () => {
    const calls = stubFetch(() => ok());
    await http.post('feedback/add', { content: '  too slow ', meta: { at: new Date(2024, 1, 3, 4, 5, 6), tags: [' a '] } });
    await http.put('things', { name: ' x ' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      content: 'too slow',
      meta: { at: '2024-02-03 04:05:06', tags: ['a'] },
    });
    expect(calls[1]).toMatchObject({ method: 'PUT', body: '{"name":"x"}' });
  });

  it('posts url-encoded forms with bracket arrays', async () => {
    const calls = stubFetch(() => ok());
    await http.post('collect/cancelGoodsCollect', { goodsIds: [4, 5], filter: { kind: ' a ' } }, { contentType: 'form' });
    expect(calls[0]?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(calls[0]?.body).toBe('goodsIds%5B%5D=4&goodsIds%5B%5D=5&filter%5Bkind%5D=a');
  });

  it('posts multipart form data', async () => {
    const calls = stubFetch(() => ok());
    await http.post('x', { ids: [1, 2], note: ' n ' }, { contentType: 'multipart' });
    const form = calls[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('ids[]')).toEqual(['1', '2']);
    expect(form.get('note')).toBe('n');
  });
});

describe('envelope', () => {
  it('resolves data for codes 200 and 0, silently by default', async () => {
    stubFetch((_call, n) => (n === 1 ? ok({ count: 3 }) : json({ code: 0, data: 'done', msg: '' })));
    await expect(http.get('cart/count')).resolves.toEqual({ count: 3 });
    await expect(http.post('admin/thing')).resolves.toBe('done');
    expect(toastTexts()).toEqual([]);
  });

  it('shows a success message when asked', async () => {
    stubFetch((_call, n) => (n === 1 ? ok(null, '已保存') : ok(null)));
    await http.post('memberAddress/add', {}, { showSuccess: true });
    await http.post('memberAddress/update', {}, { showSuccess: true });
    expect(toastTexts()).toEqual(['success:已保存', `success:${zh('common.operationSuccess')}`]);
  });

  it('keeps the success message for the next page when the caller navigates away', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { setItem: (key: string, value: string) => void kept.set(key, value) });
    stubFetch(() => ok({ orderNo: '1' }, '订单提交成功，只差付款了'));
    await http.post('order/submit', {}, { showSuccess: 'nextPage' });
    expect(toastTexts()).toEqual([]);
    expect([...kept.values()]).toEqual([JSON.stringify({ kind: 'success', text: '订单提交成功，只差付款了' })]);
  });

  it('rejects failure codes with the server message', async () => {
    stubFetch(() => json({ code: -1, data: { field: 'amount' }, msg: '余额不足' }));
    const error = (await http.post('order/pay').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: -1, msg: '余额不足', data: { field: 'amount' } });
    expect(toastTexts()).toEqual(['error:余额不足']);
  });

  it('uses "operation failed" without a message, and stays quiet when silentError', async () => {
    stubFetch(() => json({ code: -1, data: null }));
    await expect(http.post('x')).rejects.toMatchObject({ msg: zh('common.operationFailed') });
    clearToasts();
    await expect(http.post('x', {}, { silentError: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual([]);
  });

  it('logs out on code 403', async () => {
    const { assign } = stubPage('en', '/en/mine/myOrder/list', '?status=toPay');
    setSession('tok-1', {
      account: 'a', nickname: 'a', avatar: null, email: 'a@example.com', haveEmail: true, havePayPwd: false, balance: 0,
      vipExpiresAt: null, pwdUpdatedAt: '2026-01-01 00:00:00', payPwdUpdatedAt: null, emailUpdatedAt: null, createdAt: '2026-01-01 00:00:00', recentlyViewed: true,
    });
    stubFetch(() => json({ code: 403, data: null, msg: 'expired' }));
    await expect(http.get('order/detail')).rejects.toMatchObject({ kind: 'loginExpired' });
    expect($token.get()).toBe('');
    expect(assign).toHaveBeenCalledWith('/en/login?redirect=%2Fmine%2FmyOrder%2Flist%3Fstatus%3DtoPay');
    expect(toastTexts()).toEqual([`error:${createT('en')('api.loginExpired')}`]);
  });

  it('carries the login-expired message to the login page it opens', async () => {
    const { assign } = stubPage('en', '/en/mine/myBalance');
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => kept.set(k, v), removeItem: (k: string) => kept.delete(k) });
    setSession('tok-2');
    stubFetch(() => json({ code: 403, data: null, msg: 'expired' }));
    await expect(http.get('member/info')).rejects.toMatchObject({ kind: 'loginExpired' });
    expect(assign).toHaveBeenCalledWith('/en/login?redirect=%2Fmine%2FmyBalance');
    expect(toastTexts()).toEqual([]);
    showCarriedToast();
    expect(toastTexts()).toEqual([`error:${createT('en')('api.loginExpired')}`]);
  });

  it('fails with "API request failed" on an empty or non-JSON body', async () => {
    stubFetch((_call, n) =>
      n === 1 ? new Response(null, { status: 200 }) : new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    await expect(http.get('a')).rejects.toMatchObject({ kind: 'invalid', msg: zh('api.failed') });
    await expect(http.get('b')).rejects.toMatchObject({ kind: 'invalid' });
    expect(toastTexts()).toEqual([`error:${zh('api.failed')}`]);
  });
});
