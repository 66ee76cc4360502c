import { describe, expect, it } from 'vitest';
import { pinyinHolds, pinyinKeys, pinyinText } from './pinyin.ts';

describe('pinyin keys of Chinese names', () => {
  it('gives full pinyin without tones and the initials of each run of Chinese characters', () => {
    expect(pinyinKeys('按摩油')).toEqual(['anmoyou', 'amy']);
    expect(pinyinKeys('薰衣草舒缓按摩油')).toEqual(['xunyicaoshuhuananmoyou', 'xycshamy']);
    // Traditional characters read the same; Latin parts and numbers give nothing.
    expect(pinyinKeys('潤滑液 50ml')).toEqual(['runhuaye', 'rhy']);
    expect(pinyinKeys('Lavender Calm Massage Oil')).toEqual([]);
  });

  it('leaves Japanese and Korean names alone, whose kanji are not read in pinyin', () => {
    expect(pinyinKeys('ローズ＆ホホバ ボディマッサージオイル')).toEqual([]);
    expect(pinyinKeys('水性パーソナルジェル')).toEqual([]);
    expect(pinyinKeys('마사지 오일')).toEqual([]);
  });

  it('finds a typed word in a name by pinyin or initials', () => {
    expect(pinyinHolds('按摩油', 'anmo')).toBe(true);
    expect(pinyinHolds('按摩油', 'amy')).toBe(true);
    expect(pinyinHolds('按摩油', 'runhua')).toBe(false);
    expect(pinyinHolds('按摩油', '按摩')).toBe(false);
  });

  it('writes the keys of several names once each, whatever order they come in', () => {
    expect(pinyinText(['按摩油', 'Massage Oil', '按摩油'])).toBe('amy anmoyou');
    expect(pinyinText(['兰选', '按摩油'])).toBe(pinyinText(['按摩油', '兰选']));
  });
});
