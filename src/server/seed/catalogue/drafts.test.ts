import { describe, expect, it } from 'vitest';
import { massage } from './categories/massage.ts';
import { descriptionOf } from './description.ts';
import { createdAtOf, memberPriceOf, servicesOf, skusOf } from './drafts.ts';
import type { GoodsSeedData } from './types.ts';

const base: GoodsSeedData = {
  key: 'test-goods',
  category: 'oils',
  brand: 'amberleaf',
  name: massage.names,
  intro: { zh: '介绍 <b>', en: 'Intro & more' },
  points: { zh: ['一'], en: ['One'] },
  price: 10000,
  market: 12000,
  sales: 1,
  specs: [['colour', ['purple', 'black']], ['size', ['S', 'M', 'L']]],
};

describe('demo goods drafts', () => {
  it('derives a member price 6–12 % below the price, ending in 90 fen, unless the data says otherwise', () => {
    const member = memberPriceOf(base);
    expect(member).not.toBeNull();
    expect(member! % 100).toBe(90);
    expect(member!).toBeLessThanOrEqual(9400);
    expect(member!).toBeGreaterThanOrEqual(8700);
    expect(memberPriceOf({ ...base, member: false })).toBeNull();
    expect(memberPriceOf({ ...base, member: 8800 })).toBe(8800);
  });

  it('makes one SKU per combination, takes own prices by the first dimension, never sells out the first SKU', () => {
    const skus = skusOf({ ...base, skuPrices: [null, 15000] });
    expect(skus.map((s) => s.values)).toEqual([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]]);
    expect(skus.map((s) => s.price)).toEqual([null, null, null, 15000, 15000, 15000]);
    expect(skus[0]!.stock).toBeGreaterThan(0);
    expect(skusOf({ ...base, specs: [] })).toEqual([{ values: [], stock: expect.any(Number), price: null }]);
  });

  it('dates a goods the same way every time, new arrivals recently', () => {
    expect(createdAtOf(base)).toBe(createdAtOf({ ...base }));
    const fresh = Date.parse(createdAtOf({ ...base, flags: ['new'] }));
    const old = Date.parse(createdAtOf(base));
    expect(fresh).toBeGreaterThan(old);
  });

  it('escapes the texts it puts into the description', () => {
    const html = descriptionOf(base, massage, 'en');
    expect(html).toContain('Intro &amp; more');
    expect(descriptionOf(base, massage, 'zh')).toContain('介绍 &lt;b&gt;');
  });

  it('offers returns only where the category allows them and fast shipping only for self-operated goods', () => {
    expect(servicesOf(base, massage)).toEqual(['discreet', 'genuine', 'returns7', 'fastShip']);
    expect(servicesOf({ ...base, thirdParty: true }, { ...massage, returnable: false })).toEqual(['discreet', 'genuine']);
  });
});
