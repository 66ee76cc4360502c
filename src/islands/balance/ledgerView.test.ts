import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../lib/i18n/messages.ts';
import type { LedgerLine } from './balanceApi.ts';
import { relatedOf } from './ledgerView.ts';

const t = ((key: string, params?: object) => `${key}${params ? JSON.stringify(params) : ''}`) as TFunction;
const line = (over: Partial<LedgerLine>): LedgerLine => ({ id: 1, type: 'payment', amount: -100, balanceAfter: 0, orderNo: null, ref: null, note: null, createdAt: '', ...over });

describe('ledger lines', () => {
  it('link an order payment or refund to the order, in the page language', () => {
    expect(relatedOf(line({ orderNo: '2026112400000012345' }), t, 'en')).toEqual({
      text: 'balance.records.order{"orderNo":"2026112400000012345"}',
      href: '/en/mine/myOrder/details?orderNo=2026112400000012345',
    });
    expect(relatedOf(line({ type: 'refund', orderNo: '1' }), t, 'zh')?.href).toBe('/mine/myOrder/details?orderNo=1');
  });

  it('name the top-up, the VIP plan or the shop note', () => {
    expect(relatedOf(line({ type: 'bonus', ref: 'R1' }), t, 'en')).toEqual({ text: 'balance.records.topUp{"rechargeNo":"R1"}' });
    expect(relatedOf(line({ type: 'vip', ref: 'quarter' }), t, 'en')).toEqual({ text: 'vip.plan.quarter' });
    expect(relatedOf(line({ type: 'adjust', note: 'goodwill' }), t, 'en')).toEqual({ text: 'goodwill' });
    expect(relatedOf(line({ type: 'adjust' }), t, 'en')).toBeNull();
  });
});
