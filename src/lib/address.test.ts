import { describe, expect, it } from 'vitest';
import { addressLine, regionLine } from './address.ts';

describe('address lines', () => {
  it('prints a municipality once', () => {
    expect(regionLine(['北京市', '北京市', '东城区'], 'zh')).toBe('北京市 东城区');
    expect(regionLine(['Beijing', 'Beijing', 'Dongcheng District'], 'en')).toBe('Beijing, Dongcheng District');
  });

  it('keeps every level of a province', () => {
    expect(regionLine(['广东省', '深圳市', '南山区'], 'zh')).toBe('广东省 深圳市 南山区');
    expect(regionLine(['廣東省', '深圳市', '南山區'], 'zh-TW')).toBe('廣東省 深圳市 南山區');
    expect(regionLine(['광둥성', '선전시', '난산구'], 'ko')).toBe('광둥성 선전시 난산구');
    expect(regionLine(['กวางตุ้ง', 'เซินเจิ้น', 'เขตหนานซาน'], 'th')).toBe('กวางตุ้ง เซินเจิ้น เขตหนานซาน');
  });

  it('leaves out empty parts and uses the language’s separator', () => {
    expect(regionLine(['Guangdong', '', 'Nanshan District'], 'en')).toBe('Guangdong, Nanshan District');
    expect(regionLine(['بكين', 'Beijing', 'Dongcheng District'], 'ar')).toBe('بكين، Beijing، Dongcheng District');
  });

  it('adds the street address after the region', () => {
    expect(addressLine('北京市 东城区', '景山前街4号', 'zh')).toBe('北京市 东城区 景山前街4号');
    expect(addressLine('Beijing, Dongcheng District', ' 4 Jingshan Front St ', 'en')).toBe('Beijing, Dongcheng District, 4 Jingshan Front St');
    expect(addressLine('', 'Somewhere 1', 'en')).toBe('Somewhere 1');
  });
});
