import { describe, expect, it } from 'vitest';
import { FREIGHT, type FreightTable } from '../../config/freight.ts';
import { freightFree, freightZone, orderFreight, regionFreight } from './freight.ts';

const paid = [{ freeShipping: false }, { freeShipping: true }];
const order = (provinceId: number, over: Partial<Parameters<typeof orderFreight>[0]> = {}) =>
  orderFreight({ provinceId, lines: paid, vip: false, amount: 5000, ...over });

describe('freight', () => {
  it('sorts provinces into zones', () => {
    expect(freightZone(440000)).toBe('standard');
    expect(freightZone(110000)).toBe('standard');
    expect(freightZone(650000)).toBe('remote');
    expect(freightZone(540000)).toBe('remote');
    expect(freightZone(710000)).toBe('hkMoTw');
    expect(freightZone(810000)).toBe('hkMoTw');
    expect(freightZone(820000)).toBe('hkMoTw');
    expect(freightZone(900000)).toBe('overseas');
  });

  it('charges each zone its fee from the table', () => {
    expect(order(440000)).toBe(FREIGHT.fees.standard);
    expect(order(650000)).toBe(FREIGHT.fees.remote);
    expect(order(810000)).toBe(FREIGHT.fees.hkMoTw);
    expect(order(900000)).toBe(FREIGHT.fees.overseas);
    expect(regionFreight(630000)).toBe(FREIGHT.fees.remote);
    expect(new Set(Object.values(FREIGHT.fees)).size).toBe(4);
  });

  it('ships free when every line is free-shipping, but not when only some are', () => {
    expect(order(650000, { lines: [{ freeShipping: true }, { freeShipping: true }] })).toBe(0);
    expect(order(650000, { lines: paid })).toBeGreaterThan(0);
  });

  it('ships free for a VIP', () => {
    expect(order(900000, { vip: true })).toBe(0);
  });

  it('ships free from the threshold on, not a fen below it', () => {
    const threshold = FREIGHT.freeThreshold as number;
    expect(order(440000, { amount: threshold })).toBe(0);
    expect(order(440000, { amount: threshold - 1 })).toBe(FREIGHT.fees.standard);
  });

  it('follows the operator table it is given', () => {
    const table: FreightTable = { fees: { standard: 1, remote: 2, hkMoTw: 3, overseas: 4 }, remoteProvinces: [44], freeThreshold: null };
    expect(orderFreight({ provinceId: 440000, lines: paid, vip: false, amount: 10 ** 9 }, table)).toBe(2);
    expect(regionFreight(650000, table)).toBe(1);
  });

  it('names why an order ships free: VIP first, then free-shipping goods, then the threshold', () => {
    const allFree = [{ freeShipping: true }];
    const threshold = FREIGHT.freeThreshold as number;
    expect(freightFree({ lines: allFree, vip: true, amount: threshold })).toBe('vip');
    expect(freightFree({ lines: allFree, vip: false, amount: threshold })).toBe('freeShippingGoods');
    expect(freightFree({ lines: paid, vip: false, amount: threshold })).toBe('threshold');
    expect(freightFree({ lines: paid, vip: false, amount: threshold - 1 })).toBeNull();
    expect(freightFree({ lines: [], vip: false, amount: 0 })).toBeNull();
  });
});
