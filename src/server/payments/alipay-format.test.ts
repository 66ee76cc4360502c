import { describe, expect, it } from 'vitest';
import { chinaTime, fromAlipayAmount, toAlipayAmount, tradeState } from './alipay-format.ts';

describe('Alipay formats', () => {
  it('writes fen as yuan with two decimals and reads them back exactly', () => {
    expect(toAlipayAmount(30_000)).toBe('300.00');
    expect(toAlipayAmount(1)).toBe('0.01');
    expect(toAlipayAmount(123_456_789)).toBe('1234567.89');
    expect(() => toAlipayAmount(0)).toThrow(RangeError);
    expect(() => toAlipayAmount(1.5)).toThrow(RangeError);
    for (const [text, fen] of [['300.00', 30_000], ['300', 30_000], ['300.5', 30_050], ['0.01', 1]] as const) expect(fromAlipayAmount(text)).toBe(fen);
  });

  it('refuses amounts that are not plain yuan', () => {
    for (const text of ['', ' 300.00', '300.001', '-1.00', '1e3', '0x10', '01.00', '300,00', 300, null]) expect(fromAlipayAmount(text), String(text)).toBeUndefined();
  });

  it('writes times in China time', () => {
    expect(chinaTime(new Date('2026-11-24T10:30:00.000Z'))).toBe('2026-11-24 18:30:00');
    expect(chinaTime(new Date('2026-12-31T20:00:05.900Z'))).toBe('2027-01-01 04:00:05');
  });

  it('reads the trade states', () => {
    expect(['TRADE_SUCCESS', 'TRADE_FINISHED', 'TRADE_CLOSED', 'WAIT_BUYER_PAY', 'trade_success'].map(tradeState)).toEqual(['paid', 'paid', 'closed', 'waiting', undefined]);
  });
});
