import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type { ConsoleLocale } from '../api.ts';
import { catalogueEn, catalogueZh } from './catalogue.ts';
import { contentEn, contentZh } from './content.ts';
import { goodsEn, goodsZh } from './goods.ts';
import { consoleEn } from './en.ts';
import { listsEn, listsZh } from './lists.ts';
import { operatorsEn, operatorsZh } from './operators.ts';
import { peopleEn, peopleZh } from './people.ts';
import { ordersEn, ordersZh } from './orders.ts';
import { orderWordsEn, orderWordsZh } from './order-words.ts';
import { specsEn, specsZh } from './specs.ts';
import { skusEn, skusZh } from './skus.ts';
import { consoleZh } from './zh.ts';
import { raChinese } from './ra-zh.ts';

type Words = { console: object; resources: object };
type Section = Exclude<TranslationMessages[string], string>;
/** The console's words with those of its later screens, which add to `console` and `resources`. */
const withScreens = (base: Words, ...more: Words[]) => ({
  ...base,
  console: Object.assign({}, base.console, ...more.map((m) => m.console)) as Section,
  resources: Object.assign({}, base.resources, ...more.map((m) => m.resources)) as Section,
});

/** The console's own words and react-admin's, per language; a screen's words file is added to both lines. */
export const WORDS: Record<ConsoleLocale, TranslationMessages> = {
  zh: { ...raChinese, ...withScreens(consoleZh, contentZh, catalogueZh, operatorsZh, specsZh, skusZh, goodsZh, ordersZh, orderWordsZh, listsZh, peopleZh) },
  en: { ...englishMessages, ...withScreens(consoleEn, contentEn, catalogueEn, operatorsEn, specsEn, skusEn, goodsEn, ordersEn, orderWordsEn, listsEn, peopleEn) },
};
