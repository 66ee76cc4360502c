import { describe, expect, it } from 'vitest';
import { highlightParts } from './search-highlight.ts';

describe('the matched part of a suggestion', () => {
  it('marks every typed word wherever it stands, whatever its case', () => {
    expect(highlightParts('Lavender Calm Massage Oil', 'massage oil')).toEqual([
      { text: 'Lavender Calm ', match: false },
      { text: 'Massage', match: true },
      { text: ' ', match: false },
      { text: 'Oil', match: true },
    ]);
    expect(highlightParts('薰衣草舒缓按摩油', '按摩')).toEqual([
      { text: '薰衣草舒缓', match: false },
      { text: '按摩', match: true },
      { text: '油', match: false },
    ]);
  });

  it('leaves a text found by pinyin or a typo whole', () => {
    expect(highlightParts('薰衣草舒缓按摩油', 'anmo')).toEqual([{ text: '薰衣草舒缓按摩油', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
