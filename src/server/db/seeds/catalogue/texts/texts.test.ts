import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../../lib/i18n/locales.ts';
import { CATEGORY_FILES } from '../categories/index.ts';
import { descriptionTexts } from '../description.ts';
import { buildDraft } from '../drafts.ts';
import { CATALOGUE_TEXTS } from './index.ts';

const entries = CATEGORY_FILES.flatMap((file) => file.goods.map((goods, position) => ({ file, goods, position })));

// Each language in its own script, so a text pasted from another language fails.
const SCRIPT: Partial<Record<string, RegExp>> = {
  'zh-TW': /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
  th: /\p{Script=Thai}/u,
};
const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]+$/u;
// Characters that exist only in simplified Chinese; a Taiwanese reader must not meet them.
const SIMPLIFIED_ONLY = /[这们个为与发时会对过还见长东车门问间关开头实现点热级经给统节让认识语说读谁谈请论设计护带样机环线组织验质买卖务动办双变号听园图场块坚声处备复够奖妆宝层岁币师帮广庆库应张弹归当录忆态总恋惯愿户扩扫执担拥择换损摄据摆辉构标档桥梦检楼欢气汇沟没泪洁浅测济浓涂润涩渐湿满滤灭灯灵炉烛烟爱牵独献电画疗皱盐监盖盘矿码础确礼离种积称稳竞笔筑签简类紧红纤约纪纯纱纳纸纹练细织终绍结绒络绝统绣继续绳维绵综绿缓编缘缝缩职联肤脑节苏药获营蓝虑虽补装观规视览觉触订让训议记讲许访证评诉词译试话询该详误调谢贝负财责贴贵费资赏赠赶跃转软轻载较辆边达过运这进远连选递遗针钟钢钥钩钮钱铁银链销锁错键镜闪闭闲阅队阳阴阶际陆险随隐难雾顶项顺须预领颗题颜风飘饰馆驾验鱼鲜鸟麦黄齐龄龙]/u;

describe('demo catalogue texts in every language', () => {
  it('writes every goods and category in every language, and nothing for goods that do not exist', () => {
    const keys = new Set(entries.map((e) => e.goods.key));
    const categories = CATEGORY_FILES.map((f) => f.key).sort();
    for (const [locale, texts] of Object.entries(CATALOGUE_TEXTS)) {
      expect(Object.keys(texts.goods).sort(), locale).toEqual([...keys].sort());
      expect(Object.keys(texts.care).sort(), locale).toEqual(categories);
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
          const script = SCRIPT[locale];
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
