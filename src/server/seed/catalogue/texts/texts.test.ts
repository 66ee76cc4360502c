import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../lib/i18n/locales.ts';
import { SIMPLIFIED_ONLY, WRITTEN_IN } from '../../../../lib/i18n/scripts.ts';
import { BRANDS } from '../brands.ts';
import { CATEGORY_FILES } from '../categories/index.ts';
import { brandStories, descriptionTexts } from '../description.ts';
import { buildDraft } from '../drafts.ts';
import { CATALOGUE_TEXTS } from './index.ts';

const entries = CATEGORY_FILES.flatMap((file) => file.goods.map((goods, position) => ({ file, goods, position })));

const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]+$/u;

describe('demo catalogue texts in every language', () => {
  it('writes every goods and category in every language, and nothing for goods that do not exist', () => {
    const keys = new Set(entries.map((e) => e.goods.key));
    const categories = CATEGORY_FILES.map((f) => f.key).sort();
    for (const [locale, texts] of Object.entries(CATALOGUE_TEXTS)) {
      expect(Object.keys(texts.goods).sort(), locale).toEqual([...keys].sort());
      expect(Object.keys(texts.care).sort(), locale).toEqual(categories);
      expect(Object.keys(texts.brands).sort(), locale).toEqual(BRANDS.map((b) => b.key).sort());
    }
  });

  it('tells every brand’s story in every language, in its own script', () => {
    for (const brand of BRANDS) {
      const stories = brandStories(brand);
      for (const locale of LOCALES) {
        const story = stories[locale];
        expect(story?.length, `${brand.key} ${locale}`).toBeGreaterThan(60);
        const script = WRITTEN_IN[locale];
        if (script) expect(story, `${brand.key} ${locale}`).toMatch(script);
        if (locale === 'zh-TW') expect(story, brand.key).not.toMatch(SIMPLIFIED_ONLY);
        if (locale !== 'en') expect(story).not.toBe(brand.story.en);
      }
    }
  });

  it('gives every demo goods a name, a description and specifications in every locale', () => {
    for (const { file, goods, position } of entries) {
      const draft = buildDraft(goods, file, position, { categoryId: 1, brandId: 1, images: ['/media/goods/x.webp'] });
      for (const locale of LOCALES) {
        const text = draft.i18n[locale];
        expect(text?.name.trim(), `${goods.key} ${locale} name`).toBeTruthy();
        expect(text?.description, `${goods.key} ${locale} description`).toMatch(/^<p>.+<\/p><h3>.+<\/h3><ul>(<li>.+<\/li>){3}<\/ul>/);
        expect(text?.specs, `${goods.key} ${locale} specs`).toHaveLength(goods.specs.length);
      }
    }
  });

  it('writes each language in its own script, and zh-TW without simplified characters', () => {
    for (const { file, goods } of entries) {
      for (const locale of LOCALES) {
        const t = descriptionTexts(goods, file, locale);
        const all = [t?.intro, ...(t?.points ?? []), t?.care, ...Object.values(t?.headings ?? {})];
        for (const text of all) {
          expect(text?.trim(), `${goods.key} ${locale}`).toBeTruthy();
          const script = WRITTEN_IN[locale];
          if (script) expect(text, `${goods.key} ${locale}`).toMatch(script);
          if (locale === 'id' || locale === 'vi') expect(text, `${goods.key} ${locale}`).toMatch(LATIN_ONLY);
          if (locale === 'zh-TW') expect(text, `${goods.key} ${locale}`).not.toMatch(SIMPLIFIED_ONLY);
        }
      }
    }
  });

  it('never copies the English text into another language', () => {
    for (const { file, goods } of entries) {
      const en = descriptionTexts(goods, file, 'en');
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const t = descriptionTexts(goods, file, locale);
        expect(t?.intro, `${goods.key} ${locale}`).not.toBe(en?.intro);
        t?.points.forEach((p, i) => expect(p, `${goods.key} ${locale} point ${i}`).not.toBe(en?.points[i]));
      }
    }
  });
});
