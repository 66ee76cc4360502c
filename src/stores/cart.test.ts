import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../lib/i18n/catalog.server.ts';
import { json, ok, stubFetch, stubPage } from '../lib/api/testing.ts';
import { addToCart, refreshCartCount } from './cart.ts';
import { $toasts, clearToasts } from './toast.ts';
import { $carNum, $token, clearSession, setCarNum, setSession } from './user.ts';

registerServerCatalogue();

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

describe('refreshCartCount', () => {
  it('asks guests nothing and clears their count', async () => {
    const calls = stubFetch(() => ok({ count: 4 }));
    setCarNum(3);
    expect(await refreshCartCount()).toBeNull();
    expect(calls).toHaveLength(0);
    expect($carNum.get()).toBeNull();
  });

  it("stores a member's line count", async () => {
    setSession('tok');
    const calls = stubFetch(() => ok({ count: 4 }));
    expect(await refreshCartCount()).toBe(4);
    expect(calls[0]?.url).toMatch(/^\/api\/cart\/count\?_t=\d+$/);
    expect($carNum.get()).toBe(4);
  });

  it('keeps the last count when the count fails, and ends an expired session without leaving the page', async () => {
    const { assign } = stubPage('en', '/en/goods/list');
    setSession('tok');
    setCarNum(2);
    stubFetch(() => json({ code: -1, msg: 'down' }));
    expect(await refreshCartCount()).toBeNull();
    expect($carNum.get()).toBe(2);
    expect($toasts.get()).toHaveLength(0);
    stubFetch(() => json({ code: 403, msg: 'expired' }));
    await refreshCartCount();
    expect($token.get()).toBe('');
    expect($carNum.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('addToCart', () => {
  it('sends the selection, toasts the answer and takes the new count', async () => {
    stubPage('en', '/en/goods/details', '?id=3');
    setSession('tok');
    const calls = stubFetch(() => ok({ id: 9, quantity: 2, count: 5 }, 'Added to cart'));
    expect(await addToCart({ goodsId: 3, skuId: 7, quantity: 2 })).toEqual({ id: 9, quantity: 2, count: 5 });
    expect(calls[0]).toMatchObject({ url: '/api/cart/add', method: 'POST' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ goodsId: 3, skuId: 7, quantity: 2 });
    expect($carNum.get()).toBe(5);
    expect($toasts.get().map((t) => t.text)).toEqual(['Added to cart']);
  });

  it('rejects with the reason and leaves the count alone when the shop refuses', async () => {
    stubPage('en', '/en/goods/details', '?id=3');
    setSession('tok');
    setCarNum(1);
    stubFetch(() => json({ code: -1, msg: 'Insufficient stock: 0 left' }));
    await expect(addToCart({ goodsId: 3, skuId: 7, quantity: 1 })).rejects.toMatchObject({ msg: 'Insufficient stock: 0 left' });
    expect($carNum.get()).toBe(1);
  });

  it('sends a guest to log in and back, without calling the shop', async () => {
    const { assign } = stubPage('en', '/en/goods/details', '?id=3');
    const calls = stubFetch(() => ok());
    expect(await addToCart({ goodsId: 3, skuId: 7, quantity: 1 })).toBeNull();
    expect(calls).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith('/en/login?redirect=%2Fgoods%2Fdetails%3Fid%3D3');
  });
});
