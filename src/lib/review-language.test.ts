import { describe, expect, it } from 'vitest';
import { detectLanguage, isKnownLanguage } from './review-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['这个东西质量很好，物流也快', 'zh'],
    ['這個東西品質很好，物流也快', 'zh-TW'],
    ['とても良い商品でした', 'ja'],
    ['品質が良い', 'ja'],
    ['정말 좋아요', 'ko'],
    ['Отличный товар', 'ru'],
    ['منتج رائع', 'ar'],
    ['ของดีมาก OK', 'th'],
    ['Hàng đẹp, giao nhanh', 'vi'],
    ['Barang ini sangat bagus dan murah', 'id'],
    ['Really nice, the box was plain', 'en'],
    ['Nice', 'en'],
  ] as const)('%s → %s', (text, locale) => {
    expect(detectLanguage(text)).toBe(locale);
  });

  it('says nothing of a text without letters', () => {
    expect(detectLanguage('👍👍 100%')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });

  it('knows only the ten languages as stored values', () => {
    expect(isKnownLanguage('zh-TW')).toBe(true);
    expect(isKnownLanguage('zh-CN')).toBe(false);
    expect(isKnownLanguage(null)).toBe(false);
  });
});
