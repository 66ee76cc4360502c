import { describe, expect, it } from 'vitest';
import { listSearch, orderHref, payHref, readListQuery, readOrderNo, topUpHref } from './order-hrefs.ts';

describe('order links', () => {
  it('carry the order number and the language prefix', () => {
    expect(orderHref('zh', 'details', '2025030112345678')).toBe('/mine/myOrder/details?orderNo=2025030112345678');
    expect(orderHref('ar', 'cancel', '2025030112345678')).toBe('/ar/mine/myOrder/cancel?orderNo=2025030112345678');
    expect(payHref('en', '2025030112345678')).toBe('/en/pay?orderNo=2025030112345678');
    expect(topUpHref('en', '2025030112345678', 1250)).toBe('/en/mine/myBalance?orderNo=2025030112345678&amount=1250');
  });
});

describe('readOrderNo', () => {
  it('takes a well-formed order number from the query', () => {
    expect(readOrderNo('?orderNo=2025030112345678')).toBe('2025030112345678');
    expect(readOrderNo('?orderNo=%202025030112345678%20')).toBe('2025030112345678');
  });

  it('refuses a missing or malformed one', () => {
    expect(readOrderNo('')).toBeNull();
    expect(readOrderNo('?orderNo=abc')).toBeNull();
    expect(readOrderNo('?orderNo=123')).toBeNull();
  });
});

describe('list query', () => {
  it('round-trips the tab, the search and the page', () => {
    const query = readListQuery(listSearch({ status: 'toShip', keyword: '香薰 蜡烛', page: 3 }));
    expect(query).toMatchObject({ status: 'toShip', keyword: '香薰 蜡烛', page: 3 });
  });

  it('leaves the defaults out of the address', () => {
    expect(listSearch({ status: 'all', keyword: '', page: 1 })).toBe('');
  });

  it('falls back to all orders on an unknown tab', () => {
    expect(readListQuery('?status=nonsense&page=-2')).toMatchObject({ status: 'all', page: 1 });
  });
});
