import { describe, expect, it } from 'vitest';
import { lineState, pickSpecs, specText } from './line-specs.ts';

describe('lineState', () => {
  it('puts the shelf before the stock, and the stock before the quantity', () => {
    expect(lineState(false, 0, 1)).toBe('offShelf');
    expect(lineState(true, 0, 1)).toBe('outOfStock');
    expect(lineState(true, 2, 3)).toBe('insufficient');
    expect(lineState(true, 3, 3)).toBe('ok');
  });
});

describe('specText', () => {
  const specs = [{ name: 'Capacity', values: ['100 ml', '200 ml'] }, { name: 'Scent', values: ['Rose', 'Lavender'] }];
  it('names each dimension with the chosen value', () => {
    expect(specText(specs, [1, 0])).toBe('Capacity: 200 ml / Scent: Rose');
  });
  it('leaves out positions the goods does not have, and is empty without specs', () => {
    expect(specText(specs, [0, 7])).toBe('Capacity: 100 ml');
    expect(specText([], [0])).toBe('');
  });
});

describe('pickSpecs', () => {
  const texts = [
    { locale: 'zh', specs: '[{"name":"容量","values":["100 ml"]}]' },
    { locale: 'en', specs: '[{"name":"Capacity","values":["100 ml"]}]' },
    { locale: 'ja', specs: '[]' },
  ];
  it('falls back from the asked locale to English, then Chinese', () => {
    expect(pickSpecs(texts, 'zh')[0]?.name).toBe('容量');
    expect(pickSpecs(texts, 'ja')[0]?.name).toBe('Capacity');
    expect(pickSpecs(texts.filter((t) => t.locale !== 'en'), 'ko')[0]?.name).toBe('容量');
    expect(pickSpecs([], 'en')).toEqual([]);
  });

  it('takes each word the language left empty from English, then Chinese', () => {
    const partly = [
      { locale: 'zh', specs: '[{"name":"颜色","values":["红","蓝","绿"]}]' },
      { locale: 'en', specs: '[{"name":"Colour","values":["Red","","Green"]}]' },
      { locale: 'ja', specs: '[{"name":"","values":["赤","",""]}]' },
    ];
    expect(pickSpecs(partly, 'ja')).toEqual([{ name: 'Colour', values: ['赤', '蓝', 'Green'] }]);
    expect(pickSpecs(partly, 'en')).toEqual([{ name: 'Colour', values: ['Red', '蓝', 'Green'] }]);
    expect(pickSpecs(partly, 'zh')).toEqual([{ name: '颜色', values: ['红', '蓝', '绿'] }]);
  });
});
