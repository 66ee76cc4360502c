import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { SIMPLIFIED_ONLY } from '../../lib/i18n/scripts.ts';
import { areaIndex } from './area.ts';
import { localAreaIndex, orderRegionLine, regionNames } from './region-names.ts';

const DONGCHENG = [110000, 110100, 110101];
const NANSHAN = [440000, 440300, 440305];
const HAN = /\p{Script=Han}/u;

describe('region names in every language', () => {
  it('writes mainland places in traditional characters, kanji or each language’s own letters', () => {
    expect(regionNames(NANSHAN, 'zh')).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionNames(NANSHAN, 'zh-TW')).toEqual(['廣東省', '深圳市', '南山區']);
    expect(regionNames(NANSHAN, 'ja')).toEqual(['広東省', '深圳市', '南山区']);
    expect(regionNames(NANSHAN, 'en')).toEqual(['Guangdong', 'Shenzhen', 'Nanshan District']);
    expect(regionNames(NANSHAN, 'ru')).toEqual(['Гуандун', 'Шэньчжэнь', 'район Наньшань']);
    expect(regionNames(NANSHAN, 'th')?.[0]).toBe('กวางตุ้ง');
    expect(regionNames(NANSHAN, 'vi')?.[0]).toBe('Quảng Đông');
  });

  it('names a municipality once per language, as city and province alike', () => {
    expect(regionNames(DONGCHENG, 'en')).toEqual(['Beijing', 'Beijing', 'Dongcheng District']);
    expect(regionNames(DONGCHENG, 'ar')).toEqual(['بكين', 'بكين', 'منطقة دونغتشنغ']);
    expect(regionNames(DONGCHENG, 'ko')).toEqual(['베이징', '베이징', '둥청구']);
  });

  it('uses the names Hong Kong, Macau and Taiwan write themselves', () => {
    expect(regionNames([810000, 810200, 810202], 'en')).toEqual(['Hong Kong', 'Kowloon', 'Yau Tsim Mong']);
    expect(regionNames([820000, 820100, 820105], 'id')).toEqual(['Makau', 'Macau Peninsula', 'Sé Parish']);
    expect(regionNames([710000, 710100], 'en')).toEqual(['Taiwan', 'Taipei']);
    expect(regionNames([710000, 710100], 'zh-TW')?.[0]).toBe('台灣');
    expect(regionNames([810000], 'ja')).toEqual(['香港']);
  });

  it('names countries abroad in the reader’s language', () => {
    const germany = areaIndex().nodes.find((n) => n.pid === 900000 && n.name === '德国')!.id;
    expect(regionNames([900000, germany], 'en')).toEqual(['Outside China', 'Germany']);
    expect(regionNames([900000, germany], 'ja')?.[1]).toBe('ドイツ');
    expect(regionNames([900000, germany], 'ar')?.[1]).toBe('ألمانيا');
    const other = areaIndex().nodes.find((n) => n.pid === 900000 && n.name === '其他国家和地区')!.id;
    expect(regionNames([other], 'en')).toEqual(['Other countries and regions']);
  });

  it('gives every node a name, with no Chinese left outside zh, zh-TW and ja, and no simplified-only character in zh-TW', () => {
    const count = areaIndex().nodes.length;
    for (const locale of LOCALES) {
      const nodes = localAreaIndex(locale).nodes;
      expect(nodes).toHaveLength(count);
      expect(nodes.every((n) => n.name.length > 0)).toBe(true);
      if (!['zh', 'zh-TW', 'ja'].includes(locale)) expect(nodes.filter((n) => HAN.test(n.name)).map((n) => n.name), locale).toEqual([]);
    }
    expect(localAreaIndex('zh-TW').nodes.filter((n) => SIMPLIFIED_ONLY.test(n.name)).map((n) => n.name)).toEqual([]);
  });

  it('reads an order’s saved region in the reader’s language, or as saved when the tree lost it', () => {
    expect(orderRegionLine('110000', '北京市 北京市 东城区', 'zh')).toBe('北京市 东城区');
    expect(orderRegionLine('110000', '北京市 北京市 东城区', 'en')).toBe('Beijing, Dongcheng District');
    expect(orderRegionLine('440000', '广东省 深圳市 南山区', 'zh-TW')).toBe('廣東省 深圳市 南山區');
    expect(orderRegionLine('440000', '广东省 深圳市 旧区名', 'en')).toBe('广东省, 深圳市, 旧区名');
  });
});
