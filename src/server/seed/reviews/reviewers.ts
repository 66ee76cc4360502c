import type { Locale } from '../../../lib/i18n/locales.ts';

/** Demo shoppers who write the demo reviews: a name as people choose them in each language. */
export interface Reviewer {
  account: string;
  nickname: string;
  locale: Locale;
}

const NAMES: Record<Locale, readonly string[]> = {
  zh: ['晴天的猫', '一只橙子', '阿木木', '小鹿乱撞', 'Momo酱', '南风知我意'],
  'zh-TW': ['花蓮小魚', '阿哲', '奶茶去冰'],
  en: ['Emily R.', 'Jack Turner', 'Sophie'],
  ja: ['さくら', 'ゆうと', 'みかん'],
  ko: ['지민', '하늘바다', '민트초코'],
  ru: ['Анна К.', 'Дмитрий', 'Ольга'],
  ar: ['ليلى', 'عمر', 'نور'],
  id: ['Putri Ayu', 'Rizky', 'Dewi'],
  th: ['มะลิ', 'ต้นกล้า', 'น้ำฝน'],
  vi: ['Minh Anh', 'Hoàng Nam', 'Thu Trang'],
};

/** How often each language's shoppers review: mostly Chinese, as the shop's own customers are. */
export const LOCALE_WEIGHTS: Record<Locale, number> = { zh: 40, 'zh-TW': 8, en: 12, ja: 7, ko: 6, ru: 7, ar: 5, id: 5, th: 5, vi: 5 };

export const REVIEWERS: readonly Reviewer[] = Object.entries(NAMES).flatMap(([locale, names]) =>
  names.map((nickname, i) => ({ account: `reviewer_${locale.replace('-', '').toLowerCase()}_${i + 1}`, nickname, locale: locale as Locale })),
);
