import { describe, expect, it } from 'vitest';
import { guestPays, memberPays, savings, skuMemberPays } from './pricing.ts';

const p = { price: 12900, marketPrice: 19900, salePrice: null, memberPrice: 11900 };

describe('pricing', () => {
  it('members pay the lowest applicable price', () => {
    expect(memberPays(p)).toBe(11900);
    expect(memberPays({ ...p, salePrice: 9900 })).toBe(9900);
    expect(memberPays({ price: 5000, salePrice: null, memberPrice: null })).toBe(5000);
  });

  it('guests do not get the member price', () => {
    expect(guestPays(p)).toBe(12900);
    expect(guestPays({ ...p, salePrice: 9900 })).toBe(9900);
  });

  it('savings are market price minus what a member pays, never negative', () => {
    expect(savings(p)).toBe(8000);
    expect(savings({ ...p, marketPrice: 10000 })).toBe(0);
  });

  it('a SKU price replaces the goods price', () => {
    expect(skuMemberPays(p, 15900)).toBe(15900);
    expect(skuMemberPays(p, null)).toBe(11900);
  });
});
