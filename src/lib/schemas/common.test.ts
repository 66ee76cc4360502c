import { describe, expect, it } from 'vitest';
import { idList, pageQuery } from './common.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('pageQuery', () => {
  const q = pageQuery(10, 50);
  it('defaults to the first page of the given size', () => {
    expect(q.parse({})).toEqual({ page: 1, pageSize: 10 });
  });
  it('reads numbers sent as text and falls back on nonsense instead of failing', () => {
    expect(q.parse({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
    expect(q.parse({ page: 'x', pageSize: 'y' })).toEqual({ page: 1, pageSize: 10 });
  });
  it('holds the page at 1 or more and the size between 1 and the maximum', () => {
    expect(q.parse({ page: '-4', pageSize: '0' })).toEqual({ page: 1, pageSize: 1 });
    expect(q.parse({ pageSize: '100000' })).toEqual({ page: 1, pageSize: 50 });
  });
});

describe('idList', () => {
  it('takes an array or a comma list, skipping blanks', () => {
    const ids = idList({ max: 3 });
    expect(ids.parse('1,2')).toEqual([1, 2]);
    expect(ids.parse(['4', 5])).toEqual([4, 5]);
    expect(ids.parse('7,,8,')).toEqual([7, 8]);
  });
  it('refuses bad ids and too many with the given messages', () => {
    const ids = idList({ max: 2, invalid: 'cart.lineNotFound' });
    expect(firstMessage(ids.safeParse(['x']))).toBe('cart.lineNotFound');
    expect(firstMessage(ids.safeParse([0]))).toBe('cart.lineNotFound');
    expect(firstMessage(ids.safeParse([1.5]))).toBe('cart.lineNotFound');
    expect(firstMessage(ids.safeParse([1, 2, 3]))).toBe('error.invalidParam');
  });
  it('may be empty unless told otherwise', () => {
    expect(idList({ max: 2 }).parse([])).toEqual([]);
    const required = idList({ max: 2, empty: 'order.empty' });
    expect(firstMessage(required.safeParse([]))).toBe('order.empty');
    expect(firstMessage(required.safeParse(undefined))).toBe('order.empty');
  });
});
