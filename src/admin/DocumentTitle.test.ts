import { describe, expect, it } from 'vitest';
import { screenTitle } from './DocumentTitle.tsx';

const words: Record<string, string> = {
  'console.dashboard.title': 'Today',
  'ra.action.create': 'Create',
  'resources.orders.name:2': 'Orders',
  'resources.orders.name:1': 'Order',
  'resources.goods.name:1': 'Goods',
};
const translate = (key: string, options?: object) => {
  const count = (options as { smart_count?: number } | undefined)?.smart_count;
  return words[count === undefined ? key : `${key}:${count}`] ?? (options as { _?: string } | undefined)?._ ?? key;
};

describe('the console tab title', () => {
  it('names the screen: dashboard, list, new record, one record', () => {
    expect(screenTitle('/', translate)).toBe('Today');
    expect(screenTitle('/orders', translate)).toBe('Orders');
    expect(screenTitle('/goods/create', translate)).toBe('Create · Goods');
    expect(screenTitle('/orders/20261127031500123456/show', translate)).toBe('Order 20261127031500123456');
    expect(screenTitle('/unknown', translate)).toBe('unknown');
  });
});
