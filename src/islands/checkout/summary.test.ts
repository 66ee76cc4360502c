import { describe, expect, it } from 'vitest';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import { addressCardFee, blockedLines, freightView, pieceCount, type PreviewLine } from './summary.ts';

const line = (over: Partial<PreviewLine> = {}): PreviewLine => ({
  goodsId: 1,
  skuId: 1,
  name: 'Lotion',
  image: '/a.webp',
  spec: '',
  unitPrice: 1000,
  priceLabel: 'price',
  marketPrice: null,
  quantity: 1,
  amount: 1000,
  stock: 5,
  freeShipping: false,
  state: 'ok',
  ...over,
});
const address = { id: 1 } as MemberAddress;
const base = { address, freight: 0, freightFree: null };

describe('freightView', () => {
  it('waits for an address before saying anything about freight', () => {
    expect(freightView({ ...base, address: null, freightFree: 'vip' })).toEqual({ kind: 'pending' });
  });

  it('shows a fee the server charged', () => {
    expect(freightView({ ...base, freight: 1000 })).toEqual({ kind: 'charged', fen: 1000 });
  });

  it('explains free shipping with the reason the server gave', () => {
    expect(freightView({ ...base, freightFree: 'vip' })).toEqual({ kind: 'free', reason: 'vip' });
    expect(freightView({ ...base, freightFree: 'freeShippingGoods' })).toEqual({ kind: 'free', reason: 'freeShippingGoods' });
    expect(freightView({ ...base, freightFree: 'threshold' })).toEqual({ kind: 'free', reason: 'threshold' });
    expect(freightView(base)).toEqual({ kind: 'free', reason: null });
  });
});

describe('lines', () => {
  it('finds the lines that cannot be bought and counts the pieces', () => {
    const lines = [line({ quantity: 2 }), line({ skuId: 2, state: 'insufficient', quantity: 3 }), line({ skuId: 3, state: 'offShelf' })];
    expect(blockedLines(lines).map((l) => l.skuId)).toEqual([2, 3]);
    expect(pieceCount(lines)).toBe(6);
  });
});

describe('addressCardFee', () => {
  it("names the region's fee while it applies to the order", () => {
    expect(addressCardFee(1000, null)).toBe(1000);
  });

  it('names no fee when the order ships free anyway, so the card never says ¥10.00 beside "free shipping"', () => {
    expect(addressCardFee(1000, 'vip')).toBeNull();
    expect(addressCardFee(1000, 'freeShippingGoods')).toBeNull();
    expect(addressCardFee(2500, 'threshold')).toBeNull();
    expect(addressCardFee(0, null)).toBeNull();
  });
});
