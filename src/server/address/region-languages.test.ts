import { describe, expect, it } from 'vitest';
import type { Locale } from '../../lib/i18n/locales.ts';
import { areaIndex, OVERSEAS_PROVINCE } from './area.ts';
import { localAreaIndex, regionNames } from './region-names.ts';

/** Every level of division in every language: the reader's own letters and level words, no Chinese left over. */

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;
const ENGLISH_LEVEL = /\b(District|County|City|Banner|League|Prefecture|Autonomous|Zone|New Area|Subdistrict|Town|Township|Port|Park|Forestry|Mining|Development)\b/;
const NON_CHINESE: Locale[] = ['en', 'ko', 'ru', 'ar', 'id', 'th', 'vi'];
const OWN_SCRIPT: Locale[] = ['ko', 'ru', 'ar', 'th'];

/** Level words the sample must cover, each by the end of the Chinese name. */
const LEVELS = ['自治州', '自治县', '自治旗', '林区', '新区', '矿区', '特区', '地区', '开发区', '园区', '街道', '镇', '盟', '旗', '县', '区', '市'];

const mainland = areaIndex().nodes.filter((n) => n.pid !== 0 && ![71, 81, 82, 90].includes(Math.floor(n.id / 10000)));
const sample = LEVELS.flatMap((level) => {
  const found = mainland.filter((n) => n.name.endsWith(level));
  return [found[0], found[Math.floor(found.length / 2)], found.at(-1)].filter((n) => n !== undefined);
});

describe('region names in the reader’s language, every level', () => {
  it('samples every level word', () => {
    for (const level of LEVELS) expect(sample.some((n) => n.name.endsWith(level)), level).toBe(true);
  });

  it('leaves no Chinese character in any non-Chinese language', () => {
    for (const locale of NON_CHINESE) {
      expect(localAreaIndex(locale).nodes.filter((n) => HAN.test(n.name)).map((n) => n.name), locale).toEqual([]);
    }
  });

  it('writes no Latin letter in Korean, Russian, Arabic or Thai', () => {
    for (const locale of OWN_SCRIPT) {
      const latin = localAreaIndex(locale).nodes.filter((n) => Math.floor(n.id / 10000) * 10000 !== OVERSEAS_PROVINCE && LATIN.test(n.name));
      expect(latin.map((n) => n.name), locale).toEqual([]);
    }
  });

  it('translates every level word outside English', () => {
    for (const locale of NON_CHINESE.filter((l) => l !== 'en')) {
      const names = sample.map((n) => regionNames([n.id], locale)![0]!);
      expect(names.filter((name) => ENGLISH_LEVEL.test(name)), locale).toEqual([]);
      expect(new Set(names).size, locale).toBeGreaterThan(sample.length * 0.9);
    }
    const english = sample.map((n) => regionNames([n.id], 'en')![0]!);
    expect(english.filter((name) => !LATIN.test(name))).toEqual([]);
  });

  it('names Shenzhen’s Nanshan as readers of each language write it', () => {
    const nanshan = [440000, 440300, 440305];
    expect(regionNames(nanshan, 'ko')).toEqual(['광둥성', '선전시', '난산구']);
    expect(regionNames(nanshan, 'ru')).toEqual(['Гуандун', 'Шэньчжэнь', 'район Наньшань']);
    expect(regionNames(nanshan, 'ar')).toEqual(['قوانغدونغ', 'شنتشن', 'منطقة نانشان']);
    expect(regionNames(nanshan, 'th')).toEqual(['กวางตุ้ง', 'เซินเจิ้น', 'เขตหนานซาน']);
    expect(regionNames(nanshan, 'vi')).toEqual(['Quảng Đông', 'Thâm Quyến', 'quận Nam Sơn']);
    expect(regionNames(nanshan, 'id')).toEqual(['Guangdong', 'Kota Shenzhen', 'Distrik Nanshan']);
    expect(regionNames(nanshan, 'en')).toEqual(['Guangdong', 'Shenzhen', 'Nanshan District']);
  });

  it('reads 林区, 新区 and 矿区 as a level only where they are one', () => {
    const beilin = mainland.find((n) => n.name === '碑林区')!.id;
    const qingxin = mainland.find((n) => n.name === '清新区')!.id;
    const jingxing = mainland.find((n) => n.name === '井陉矿区')!.id;
    const shennongjia = mainland.find((n) => n.name === '神农架林区')!.id;
    expect(regionNames([beilin, qingxin, jingxing, shennongjia], 'en')).toEqual(['Beilin District', 'Qingxin District', 'Jingxing Mining District', 'Shennongjia Forestry District']);
    expect(regionNames([beilin], 'ru')).toEqual(['район Бэйлинь']);
    expect(regionNames([jingxing], 'ko')).toEqual(['징싱 광구']);
  });
});
