import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales.ts';
import { CARRIERS, carrierCode, carrierName, trackingUrl } from './carriers.ts';

describe('carriers', () => {
  it('name every carrier in every shop language', () => {
    for (const carrier of CARRIERS) for (const locale of LOCALES) expect(carrier.names[locale].trim()).not.toBe('');
    expect(carrierName('sf', 'zh')).toBe('顺丰速运');
    expect(carrierName('sf', 'ar')).toBe('إس إف إكسبريس');
    expect(carrierName('sf', 'en')).toBe('SF Express');
  });

  it("link the carrier's own tracking page for the number, escaped", () => {
    expect(trackingUrl('sf', 'SF1234567890')).toBe('https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1234567890');
    expect(trackingUrl('zto', 'a b&c')).toBe('https://www.kuaidi100.com/chaxun?com=zhongtong&nu=a%20b%26c');
    for (const carrier of CARRIERS) expect(new URL(trackingUrl(carrier.code, '1')!).protocol).toBe('https:');
  });

  it('show words typed before the list as typed, without a link', () => {
    expect(carrierName('某某快递', 'en')).toBe('某某快递');
    expect(trackingUrl('某某快递', '123')).toBeNull();
    expect(carrierCode('SF Express')).toBe('sf');
    expect(carrierCode('  顺丰速运 ')).toBe('sf');
  });
});
