import { describe, expect, it } from 'vitest';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import { blockedLines, freightView, pieceCount, type PreviewLine } from './summary.ts';

const line = (over: Partial<PreviewLine> = {}): PreviewLine => ({
  goodsId: 1,
  skuId: 1,
  name: 'Lotion',
  image: '/a.webp',
  spec: '',
  unitPrice: 1000,
  quantity: 1,
  amount: 1000,
  stock: 5,
  freeShipping: false,
  state: 'ok',
  ...over,
});
const address = { id: 1 } as MemberAddress;
const base = { address, freight: 0, vip: false, lines: [line()], goodsAmount: 1000 };

describe('freightView', () => {
  it('waits for an address before saying anything about freight', () => {
    expect(freightView({ ...base, address: null, freight: 0 })).toEqual({ kind: 'pending' });
  });

  it('shows a fee the server charged', () => {
    expect(freightView({ ...base, freight: 1000 })).toEqual({ kind: 'charged', fen: 1000 });
  });

  it('explains free shipping: VIP first, then free-shipping goods, then the threshold', () => {
    const allFree = [line({ freeShipping: true })];
    expect(freightView({ ...base, vip: true, lines: allFree }, 9900)).toEqual({ kind: 'free', reason: 'vip' });
    expect(freightView({ ...base, lines: allFree }, 9900)).toEqual({ kind: 'free', reason: 'goods' });
    expect(freightView({ ...base, goodsAmount: 9900 }, 9900)).toEqual({ kind: 'free', reason: 'threshold' });
    expect(freightView({ ...base, goodsAmount: 9900 }, null)).toEqual({ kind: 'free', reason: null });
  });

  it('does not credit the goods when only some ship free', () => {
    expect(freightView({ ...base, lines: [line({ freeShipping: true }), line()] }, null)).toEqual({ kind: 'free', reason: null });
  });
});

describe('lines', () => {
  it('finds the lines that cannot be bought and counts the pieces', () => {
    const lines = [line({ quantity: 2 }), line({ skuId: 2, state: 'insufficient', quantity: 3 }), line({ skuId: 3, state: 'offShelf' })];
    expect(blockedLines(lines).map((l) => l.skuId)).toEqual([2, 3]);
    expect(pieceCount(lines)).toBe(6);
  });
});
