import { describe, expect, it } from 'vitest';
import { nameRegion } from './name-region.ts';
import { thaiSyllable, transcribe, unreadable } from './transcribe.ts';

const CASES = {
  ko: ['선전시', '난산구', '베이린구', '후룬베이얼시', '어원커족 자치기'],
  ru: ['Шэньчжэнь', 'район Наньшань', 'район Бэйлинь', 'Хулун-Буир', 'Эвенкийский автономный хошун'],
  ar: ['شنتشن', 'منطقة نانشان', 'منطقة بيلين', 'هولونبوير', 'راية ذاتية الحكم لقومية الإيفينكي'],
  th: ['เซินเจิ้น', 'เขตหนานซาน', 'เขตเปย์หลิน', 'ฮูหลุนเป้ยเอ่อร์', 'ธงปกครองตนเองชนชาติเอเวนค์'],
  vi: ['Thâm Quyến', 'quận Nam Sơn', 'quận Bi Lâm', 'Hô Luân Bối Nhĩ', 'kỳ tự trị dân tộc Ngạc Ôn Khắc'],
  id: ['Kota Shenzhen', 'Distrik Nanshan', 'Distrik Beilin', 'Kota Hulunbuir', 'Panji Otonom Evenki'],
  en: ['Shenzhen', 'Nanshan District', 'Beilin District', 'Hulunbuir', 'Evenki Autonomous Banner'],
} as const;

describe('place names transcribed per language', () => {
  for (const [lang, [shenzhen, nanshan, beilin, hulunbuir, evenki]] of Object.entries(CASES)) {
    it(`${lang}: Shenzhen, Nanshan, Beilin, Hulunbuir, the Evenki banner`, () => {
      const l = lang as keyof typeof CASES;
      expect(nameRegion('深圳市', l, true)).toBe(shenzhen);
      expect(nameRegion('南山区', l, false)).toBe(nanshan);
      expect(nameRegion('碑林区', l, false)).toBe(beilin);
      expect(nameRegion('呼伦贝尔市', l, true)).toBe(hulunbuir);
      expect(nameRegion('鄂温克族自治旗', l, false)).toBe(evenki);
    });
  }

  it('puts the level word where the language puts it, the city keeping 시 in Korean and Kota in Indonesian', () => {
    expect(nameRegion('义乌市', 'ru', false)).toBe('город Иу');
    expect(nameRegion('义乌市', 'ko', false)).toBe('이우시');
    expect(nameRegion('义乌市', 'en', false)).toBe('Yiwu City');
    expect(nameRegion('长白朝鲜族自治县', 'ko', false)).toBe('창바이 조선족 자치현');
    expect(nameRegion('恩施土家族苗族自治州', 'ru', true)).toBe('Эньши-Туцзя-Мяоский автономный округ');
    expect(nameRegion('喀什地区', 'ar', true)).toBe('محافظة كاشغر');
  });

  it('writes Thai tones with the Royal Institute’s marks and consonant classes', () => {
    expect(thaiSyllable('เจิTน', 4)).toBe('เจิ้น');
    expect(thaiSyllable('นTาน', 2)).toBe('หนาน');
    expect(thaiSyllable('ซTาน', 3)).toBe('ส่าน');
    expect(thaiSyllable('กวTาง', 3)).toBe('กว่าง');
    expect(thaiSyllable('ซTาน', 1)).toBe('ซาน');
  });

  it('records a character the Sino-Vietnamese list does not hold instead of guessing', () => {
    unreadable.clear();
    transcribe('𠀀', 'vi');
    expect([...unreadable].join()).toContain('𠀀');
    unreadable.clear();
  });
});
