import type { Locale } from '../../../lib/i18n/locales.ts';
import { CATALOGUE_TEXTS } from './texts/index.ts';
import type { LocaleTexts } from './texts/types.ts';
import type { BrandData } from './brands.ts';
import type { CategoryFile, GoodsSeedData } from './types.ts';

const HEADINGS: Record<'zh' | 'en', LocaleTexts['headings']> = {
  zh: { points: '产品亮点', care: '使用与保养', delivery: '隐私配送', shipping: '所有订单均以不透明、无商品名称的包装寄出，面单只显示“兰花商城”；下单后 48 小时内发货。' },
  en: { points: 'Highlights', care: 'Use and care', delivery: 'Discreet delivery', shipping: 'Every order ships in plain, opaque packaging with no product names; the label shows only “Orchid Mall”. Orders leave our warehouse within 48 hours.' },
};

export interface DescriptionTexts {
  headings: LocaleTexts['headings'];
  intro: string;
  points: readonly string[];
  care: string;
}

/** A goods' introduction, highlights and its category's care notes in a language; undefined where they are not written. */
export function descriptionTexts(goods: GoodsSeedData, category: CategoryFile, locale: Locale): DescriptionTexts | undefined {
  if (locale === 'zh' || locale === 'en') {
    return { headings: HEADINGS[locale], intro: goods.intro[locale], points: goods.points[locale], care: category.care[locale] };
  }
  const texts = CATALOGUE_TEXTS[locale];
  const own = texts.goods[goods.key];
  const care = texts.care[category.key];
  if (!own || care === undefined) return undefined;
  const [intro, ...points] = own;
  return { headings: texts.headings, intro, points, care };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Simple HTML (p, h3, ul, li only): the goods' own intro and highlights, then the category's care notes. */
export function descriptionOf(goods: GoodsSeedData, category: CategoryFile, locale: Locale): string | undefined {
  const t = descriptionTexts(goods, category, locale);
  if (!t) return undefined;
  const points = t.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
  return [
    `<p>${escapeHtml(t.intro)}</p>`,
    `<h3>${escapeHtml(t.headings.points)}</h3><ul>${points}</ul>`,
    `<h3>${escapeHtml(t.headings.care)}</h3><p>${escapeHtml(t.care)}</p>`,
    `<h3>${escapeHtml(t.headings.delivery)}</h3><p>${escapeHtml(t.headings.shipping)}</p>`,
  ].join('');
}

/** A brand's story in every language: zh and en beside the brand, the others from the language files. */
export function brandStories(brand: BrandData): Partial<Record<Locale, string>> {
  const stories: Partial<Record<Locale, string>> = { ...brand.story };
  for (const [locale, texts] of Object.entries(CATALOGUE_TEXTS) as [keyof typeof CATALOGUE_TEXTS, LocaleTexts][]) {
    const story = texts.brands[brand.key];
    if (story) stories[locale] = story;
  }
  return stories;
}
