import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from './catalog.server.ts';
import { createT } from './messages.ts';

registerServerCatalogue();

describe('count messages', () => {
  it('take the form of the count in each language', () => {
    const en = createT('en');
    expect(en('goodsList.count', { count: 1 })).toBe('1 item');
    expect(en('goodsList.count', { count: 2 })).toBe('2 items');
    expect(en('goodsList.count', { count: 1234 })).toBe('1,234 items');
    const ru = createT('ru');
    expect([1, 3, 5, 21, 22, 11].map((count) => ru('review.summary.count', { count }))).toEqual([
      '1 отзыв',
      '3 отзыва',
      '5 отзывов',
      '21 отзыв',
      '22 отзыва',
      '11 отзывов',
    ]);
    const ar = createT('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('video.comments', { count }))).toEqual([
      'لا تعليقات',
      'تعليق واحد',
      'تعليقان',
      '3 تعليقات',
      '11 تعليقًا',
      '100 تعليق',
    ]);
    expect(createT('zh')('goodsList.count', { count: 1 })).toBe('共 1 件商品');
  });

  it('keep the other placeholders and fall back to the general form without a numeric count', () => {
    expect(createT('en')('goodsList.countKeyword', { count: 1, keyword: 'rose' })).toBe('1 item for “rose”');
    expect(createT('en')('address.count', { count: 3, limit: 20 })).toBe('3 addresses saved, up to 20');
    // A count given as text cannot pick a form: the types refuse it (the check fails without this error), and
    // the general form is the fallback.
    // @ts-expect-error a plural message takes its count as a number
    expect(createT('en')('goodsList.count', { count: '7' })).toBe('7 items');
  });

  it('pick the form by the number and show the count as given by countText', () => {
    expect(createT('ru')('video.views', { count: 5_200, countText: '5,2 тыс.' })).toMatch(/^5,2 тыс\. просмотров$/);
    expect(createT('en')('video.comments', { count: 1, countText: '1' })).toBe('1 comment');
    expect(createT('ar')('video.comments', { count: 2, countText: '2' })).not.toMatch(/^2 تعليق$/);
  });
});
