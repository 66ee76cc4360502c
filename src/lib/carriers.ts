import type { Locale } from './i18n/locales.ts';

/**
 * The carriers an order ships with: the code the order stores, the name in each shop language and where a shopper
 * follows the parcel. Tracking goes through Kuaidi100, which follows every carrier here by one page and its own
 * code for the carrier, so each link opens that carrier's parcel. Orders shipped before the list keep the words the
 * operator typed; they show as typed, without a link.
 */
export interface Carrier {
  readonly code: string;
  readonly names: Readonly<Record<Locale, string>>;
  /** The tracking page, `{no}` standing for the tracking number. */
  readonly track: string;
}

const kuaidi100 = (company: string) => `https://www.kuaidi100.com/chaxun?com=${company}&nu={no}`;

/** One name for every language (a brand read the same way everywhere), with some languages' own words. */
const named = (latin: string, zh: string, zhTW: string, own: Partial<Record<Locale, string>> = {}): Record<Locale, string> => ({
  zh,
  'zh-TW': zhTW,
  en: latin,
  ja: latin,
  ko: latin,
  ru: latin,
  ar: latin,
  id: latin,
  th: latin,
  vi: latin,
  ...own,
});

export const CARRIERS: readonly Carrier[] = [
  { code: 'sf', names: named('SF Express', '顺丰速运', '順豐速運', { ja: 'SFエクスプレス', ko: 'SF익스프레스', ar: 'إس إف إكسبريس', th: 'เอสเอฟ เอ็กซ์เพรส' }), track: kuaidi100('shunfeng') },
  { code: 'jd', names: named('JD Logistics', '京东物流', '京東物流', { ja: '京東物流', ko: '징둥 물류', ru: 'JD Логистика', ar: 'جيه دي للخدمات اللوجستية', th: 'เจดี โลจิสติกส์' }), track: kuaidi100('jd') },
  { code: 'zto', names: named('ZTO Express', '中通快递', '中通快遞', { ja: '中通快逓', ko: 'ZTO 익스프레스', ar: 'زد تي أو إكسبريس' }), track: kuaidi100('zhongtong') },
  { code: 'yto', names: named('YTO Express', '圆通速递', '圓通速遞', { ja: '圓通速逓', ko: 'YTO 익스프레스', ar: 'واي تي أو إكسبريس' }), track: kuaidi100('yuantong') },
  { code: 'sto', names: named('STO Express', '申通快递', '申通快遞', { ja: '申通快逓', ko: 'STO 익스프레스', ar: 'إس تي أو إكسبريس' }), track: kuaidi100('shentong') },
  { code: 'yunda', names: named('Yunda Express', '韵达快递', '韻達快遞', { ja: '韻達快逓', ko: '윈다 익스프레스', ru: 'Юнда Экспресс', ar: 'يوندا إكسبريس' }), track: kuaidi100('yunda') },
  { code: 'ems', names: named('EMS', 'EMS 邮政特快专递', 'EMS 郵政特快專遞', { ja: 'EMS（国際スピード郵便）', ko: 'EMS 국제특급우편' }), track: kuaidi100('ems') },
  {
    code: 'chinapost',
    names: named('China Post', '中国邮政', '中國郵政', { ja: '中国郵政', ko: '중국우정', ru: 'Почта Китая', ar: 'بريد الصين', id: 'Pos Tiongkok', th: 'ไปรษณีย์จีน', vi: 'Bưu điện Trung Quốc' }),
    track: kuaidi100('youzhengguonei'),
  },
  { code: 'deppon', names: named('Deppon Express', '德邦快递', '德邦快遞', { ja: '徳邦快逓', ko: '더방 익스프레스', ar: 'ديبون إكسبريس' }), track: kuaidi100('debangkuaidi') },
  { code: 'jt', names: named('J&T Express', '极兔速递', '極兔速遞', { ja: 'J&Tエクスプレス', ko: 'J&T 익스프레스', ar: 'جي آند تي إكسبريس' }), track: kuaidi100('jtexpress') },
];

const BY_CODE = new Map(CARRIERS.map((c) => [c.code, c]));

export const carrierOf = (stored: string): Carrier | undefined => BY_CODE.get(stored);

/** The carrier's name in `locale`; words stored before the list (or typed at the terminal) as they were written. */
export function carrierName(stored: string, locale: Locale): string {
  return carrierOf(stored)?.names[locale] ?? stored;
}

/** The page that follows the parcel, or null for a carrier outside the list. */
export function trackingUrl(stored: string, trackingNo: string): string | null {
  const carrier = carrierOf(stored);
  return carrier ? carrier.track.replace('{no}', encodeURIComponent(trackingNo)) : null;
}

/**
 * The code of a carrier named by its code or by its name in any language, case and spaces aside ("SF Express",
 * "顺丰速运", "sf"); undefined when the words name none of the list.
 */
export function carrierCode(words: string): string | undefined {
  const key = words.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const c of CARRIERS) {
    if (c.code === key || Object.values(c.names).some((n) => n.toLowerCase() === key)) return c.code;
  }
  return undefined;
}
