import { describe, expect, it } from 'vitest';
import { readTimelineDetail, reviewedItemsDetail } from './timeline-detail.ts';

const NAMES: Record<string, Record<number, string>> = {
  ja: { 11: '超薄 0.03 コンドーム', 12: 'マッサージオイル' },
  ru: { 11: 'Ультратонкие презервативы 0,03', 12: 'Массажное масло' },
};

describe('the review step of an order timeline', () => {
  it('names the reviewed items in the language of whoever reads it', () => {
    const detail = reviewedItemsDetail([11, 12]);
    expect(readTimelineDetail('evaluate', detail, 'ja', (id) => NAMES.ja![id])).toContain('マッサージオイル');
    expect(readTimelineDetail('evaluate', detail, 'ja', (id) => NAMES.ja![id])).not.toMatch(/[А-я]/);
    expect(readTimelineDetail('evaluate', detail, 'ru', (id) => NAMES.ru![id])).toBe('Ультратонкие презервативы 0,03 и Массажное масло');
  });

  it('keeps words recorded before as they are, and leaves other steps to their own reading', () => {
    expect(readTimelineDetail('evaluate', '薰衣草按摩精油', 'en', () => undefined)).toBe('薰衣草按摩精油');
    expect(readTimelineDetail('ship', 'SF SF1234567890', 'en', () => undefined)).toMatch(/1234567890$/);
  });

  it('records no more ids than the column holds', () => {
    const many = Array.from({ length: 200 }, (_, i) => 100_000 + i);
    expect(reviewedItemsDetail(many).length).toBeLessThanOrEqual(300);
    expect(reviewedItemsDetail(many)).toMatch(/^items:100000,100001,/);
  });
});
