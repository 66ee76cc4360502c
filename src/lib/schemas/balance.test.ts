import { describe, expect, it } from 'vitest';
import { amountFromText, ledgerQuery, rechargeInput, vipBuyInput } from './balance.ts';

const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('balance payloads', () => {
  it('asks for an amount, a whole number of fen within the bounds, and the agreement', () => {
    expect(problem(rechargeInput, { agree: true })).toBe('balance.amount.required');
    expect(problem(rechargeInput, { amount: '', agree: true })).toBe('balance.amount.required');
    expect(problem(rechargeInput, { amount: 'ten', agree: true })).toBe('balance.amount.required');
    expect(problem(rechargeInput, { amount: 1000.5, agree: true })).toBe('balance.amount.invalid');
    expect(problem(rechargeInput, { amount: 999, agree: true })).toBe('balance.amount.range');
    expect(problem(rechargeInput, { amount: 5_000_001, agree: true })).toBe('balance.amount.range');
    expect(problem(rechargeInput, { amount: 30_000 })).toBe('balance.agreement.required');
    expect(problem(rechargeInput, { amount: 30_000, agree: false })).toBe('balance.agreement.required');
    expect(rechargeInput.parse({ amount: '30000', agree: 'true' })).toEqual({ amount: 30_000, agree: true });
  });

  it('reads a typed yuan amount into fen, refusing anything else', () => {
    expect(amountFromText(' 300 ')).toBe(30_000);
    expect(amountFromText('12.5')).toBe(1_250);
    expect(amountFromText('0.01')).toBe(1);
    expect(amountFromText('')).toBeUndefined();
    expect(amountFromText('1.234')).toBeUndefined();
    expect(amountFromText('-5')).toBeUndefined();
    expect(amountFromText('1e3')).toBeUndefined();
  });

  it('takes known VIP plans and a six-digit payment password', () => {
    expect(problem(vipBuyInput, { planId: 'forever', payPwd: '123456' })).toBe('vip.plan.required');
    expect(problem(vipBuyInput, { planId: 'month', payPwd: '12345' })).toBe('validation.payPwd.format');
    expect(vipBuyInput.parse({ planId: 'year', payPwd: '123456' })).toEqual({ planId: 'year', payPwd: '123456' });
  });

  it('falls back to the whole ledger and sane paging on bad parameters', () => {
    expect(ledgerQuery.parse({ type: 'gifts', page: '0', pageSize: '1000' })).toEqual({ type: 'all', page: 1, pageSize: 50 });
  });
});
