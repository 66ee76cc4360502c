import { describe, expect, it } from 'vitest';
import { goodsInputSchema, GOODS_SERVICES, type GoodsInput } from '../../lib/schemas/admin-goods.ts';
import { SERVICES } from '../seed/catalogue/types.ts';
import { StateChangedError } from '../errors.ts';
import { goodsDraft, mergedFlags, mergedServices, skuWrites, storedFlags, storedServices, type StoredGoods } from './goods-admin-merge.ts';

const input = (over: object = {}): GoodsInput =>
  goodsInputSchema.parse({
    itemNo: 'ROSE-1',
    categoryId: 3,
    brandId: null,
    price: 12900,
    marketPrice: 15900,
    images: ['/media/goods/abc.webp'],
    texts: { zh: { name: '玫瑰精油' }, en: { name: 'Rose Oil', description: 'Calm' } },
    specs: [{ names: { zh: '容量', en: 'Size' }, values: [{ key: 'a', labels: { zh: '30 毫升', en: '30 ml' } }, { key: 'b', labels: { zh: '100 毫升' } }, { key: 'c', labels: { zh: '200 毫升', en: '200 ml' } }] }],
    skus: [
      { id: 7, values: ['a'], stock: 10, stockWas: 10, price: null },
      { id: 8, values: ['b'], stock: 5, stockWas: 3, price: 25900 },
      { values: ['c'], stock: 2, price: null },
    ],
    ...over,
  });

const stored: StoredGoods = { flags: 'hot,recommended', services: 'discreet,genuine,returns7,fastShip', selfOperated: false };

describe('console goods save', () => {
  it('keeps the stored flags, services and self-operated mark when the form leaves them out', () => {
    const draft = goodsDraft(input(), stored, '2026-01-01T00:00:00.000Z');
    expect([draft.flags, draft.services, draft.selfOperated]).toEqual([['hot', 'recommended'], ['discreet', 'genuine', 'returns7', 'fastShip'], false]);
  });

  it('gives new goods no shelf, the two basic promises and the self-operated mark', () => {
    const draft = goodsDraft(input(), undefined, '2026-01-01T00:00:00.000Z');
    expect([draft.flags, draft.services, draft.selfOperated, draft.createdAt]).toEqual([[], ['discreet', 'genuine'], true, '2026-01-01T00:00:00.000Z']);
  });

  it("takes the form's flags and services, each once, in the order the shop shows them", () => {
    const draft = goodsDraft(input({ flags: ['recommended', 'new', 'new'], services: ['fastShip', 'discreet'], selfOperated: true }), stored, 'x');
    expect([draft.flags, draft.services, draft.selfOperated]).toEqual([['new', 'recommended'], ['discreet', 'fastShip'], true]);
    expect(mergedFlags([], stored)).toEqual([]);
    expect(mergedServices([], stored)).toEqual([]);
  });

  it('keeps stored service codes the console does not offer, and offers only the ones it knows', () => {
    const odd: StoredGoods = { flags: 'hot,,weekly', services: 'giftWrap,genuine', selfOperated: true };
    expect([storedFlags(odd.flags), storedServices(odd.services)]).toEqual([['hot'], ['genuine']]);
    expect(mergedServices(['returns7', 'genuine'], odd)).toEqual(['genuine', 'returns7', 'giftWrap']);
    expect(mergedServices(undefined, odd)).toEqual(['giftWrap', 'genuine']);
  });

  it('writes texts of the languages named, a specification word left empty kept empty (the shop falls back word by word)', () => {
    const { i18n } = goodsDraft(input(), stored, 'x');
    expect(Object.keys(i18n)).toEqual(['zh', 'en']);
    expect(i18n.zh).toEqual({ name: '玫瑰精油', description: undefined, specs: [{ name: '容量', values: ['30 毫升', '100 毫升', '200 毫升'] }] });
    expect(i18n.en).toEqual({ name: 'Rose Oil', description: 'Calm', specs: [{ name: 'Size', values: ['30 ml', '', '200 ml'] }] });
  });

  const followsGoods = { marketPrice: null, salePrice: null, memberPrice: null, picture: null };
  it('leaves an unchanged stock alone and sets a changed one only over the stock the form loaded', () => {
    const form = input();
    expect(skuWrites(form, goodsDraft(form, stored, 'x'))).toEqual([
      { kind: 'update', id: 7, specValues: '[0]', price: null, ...followsGoods },
      { kind: 'update', id: 8, specValues: '[1]', price: 25900, ...followsGoods, stock: { from: 3, to: 5 } },
      { kind: 'insert', specValues: '[2]', price: null, ...followsGoods, stock: 2 },
    ]);
  });

  it('refuses a saved SKU sent without the stock its form loaded', () => {
    const form = input({ skus: [{ id: 7, values: ['a'], stock: 10, price: null }] });
    expect(() => skuWrites(form, goodsDraft(form, stored, 'x'))).toThrow(StateChangedError);
  });

  it('offers the service codes the demo catalogue uses and the goods page names', () => {
    expect([...GOODS_SERVICES]).toEqual([...SERVICES]);
  });
});
