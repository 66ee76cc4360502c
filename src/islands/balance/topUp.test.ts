import { describe, expect, it } from 'vitest';
import { RECHARGE } from '../../config/recharge.ts';
import { initialChoice, previewTopUp, topUpProblems } from './topUp.ts';

describe('top-up form', () => {
  it('previews the bonus and the next tier of the chosen amount', () => {
    expect(previewTopUp({ kind: 'preset', amount: 30_000 }, false)).toMatchObject({ amount: 30_000, bonus: 2_000, total: 32_000, next: { from: 50_000 } });
    expect(previewTopUp({ kind: 'custom', text: '450' }, true)).toMatchObject({ bonus: 3_500, total: 48_500 });
    expect(previewTopUp({ kind: 'custom', text: '5' }, false)).toBeUndefined();
    expect(previewTopUp({ kind: 'custom', text: 'abc' }, false)).toBeUndefined();
    expect(previewTopUp({ kind: 'preset', amount: 200_000 }, false)?.next).toBeNull();
  });

  it('names what is wrong with the amount and the agreement', () => {
    expect(topUpProblems({ kind: 'custom', text: '' }, false)).toEqual({ amount: 'balance.amount.required', agree: 'balance.agreement.required' });
    expect(topUpProblems({ kind: 'custom', text: '12.345' }, true)).toEqual({ amount: 'balance.amount.invalid' });
    expect(topUpProblems({ kind: 'custom', text: '1' }, true)).toEqual({ amount: 'balance.amount.range' });
    expect(topUpProblems({ kind: 'custom', text: '99999999' }, true)).toEqual({ amount: 'balance.amount.range' });
    expect(topUpProblems({ kind: 'preset', amount: 30_000 }, true)).toEqual({});
  });

  it('starts from what the cashier says is missing', () => {
    expect(initialChoice('')).toEqual({ kind: 'preset', amount: RECHARGE.presets[0] });
    expect(initialChoice('?amount=12345')).toEqual({ kind: 'preset', amount: 30_000 });
    expect(initialChoice('?amount=250001')).toEqual({ kind: 'custom', text: '2501' });
    expect(initialChoice('?amount=-3')).toEqual({ kind: 'preset', amount: RECHARGE.presets[0] });
  });
});
