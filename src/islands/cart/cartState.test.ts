import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { json, ok, stubFetch, stubPage, type FetchCall } from '../../lib/api/testing.ts';
import type { CartView } from '../../lib/schemas/cart.ts';
import { $carNum, clearSession, setSession } from '../../stores/user.ts';
import { $cart, $cartStatus, changeQuantity, loadCart, openCart, selectAll, setSelected } from './cartState.ts';

registerServerCatalogue();

const cart = (count: number, quantity = 1): CartView => ({
  list: Array.from({ length: count }, (_, i) => ({
    id: i + 1, goodsId: 1, skuId: i + 1, name: 'n', image: '', spec: '', unitPrice: 100, priceLabel: 'price' as const, marketPrice: null, quantity, amount: 100 * quantity, stock: 9, selected: true, state: 'ok' as const,
  })),
  totals: { selectedLines: count, selectedQuantity: count * quantity, totalAmount: count * quantity * 100 },
  count,
});
const path = (c: FetchCall) => new URL(c.url, 'http://x').pathname;

beforeAll(() => {
  useTestStorageEngine();
});

beforeEach(() => {
  clearSession();
  setSession('tok');
  $cart.set(null);
  $cartStatus.set('loading');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart screen state', () => {
  it('loads the cart and keeps the header count in step', async () => {
    stubFetch(() => ok(cart(2)));
    await loadCart();
    expect($cart.get()?.count).toBe(2);
    expect($cartStatus.get()).toBe('ready');
    expect($carNum.get()).toBe(2);
  });

  it('says when the first load fails', async () => {
    stubFetch(() => json({ code: -1, msg: 'down' }));
    await loadCart();
    expect($cartStatus.get()).toBe('failed');
  });

  it('adds what a goods page handed over once, drops it from the address, then loads', async () => {
    const { assign } = stubPage('en', '/en/goods/shoppingCar', '?goodsId=3&skuId=8&quantity=2');
    const replaceState = vi.fn();
    vi.stubGlobal('history', { state: null, replaceState });
    const calls = stubFetch((call) => (path(call) === '/api/cart/add' ? ok({ id: 1, quantity: 2, count: 1 }) : ok(cart(1, 2))));
    await openCart();
    expect(calls.map(path)).toEqual(['/api/cart/add', '/api/cart/list']);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ goodsId: 3, skuId: 8, quantity: 2 });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/en/goods/shoppingCar');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps only the answer to the newest change when changes overlap', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch((call) => {
      const body = JSON.parse(String(call.body)) as { quantity: number };
      if (body.quantity === 2) return new Promise<Response>((resolve) => (release = resolve));
      return ok(cart(1, 3));
    });
    const slow = changeQuantity(1, 2);
    await changeQuantity(1, 3);
    release(ok(cart(1, 2)));
    await slow;
    expect($cart.get()?.list[0]?.quantity).toBe(3);
  });

  it('shows the cart as it is now after a refused change', async () => {
    stubFetch((call) => (path(call) === '/api/cart/update' ? json({ code: -1, msg: 'Insufficient stock: 1 left' }) : ok(cart(1))));
    expect(await changeQuantity(1, 4)).toBe(false);
    expect($cart.get()?.list[0]?.quantity).toBe(1);
  });
});

describe('changes show before the answer', () => {
  it('ticks, unticks and steps at once, with the totals', async () => {
    $cart.set(cart(2));
    let release: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = setSelected(2, false);
    expect($cart.get()?.list[1]?.selected).toBe(false);
    expect($cart.get()?.totals).toEqual({ selectedLines: 1, selectedQuantity: 1, totalAmount: 100 });
    release(ok(cart(2)));
    await pending;
    void changeQuantity(1, 3);
    expect($cart.get()?.list[0]).toMatchObject({ quantity: 3, amount: 300 });
    void selectAll(false);
    expect($cart.get()?.totals.selectedLines).toBe(0);
  });
});
