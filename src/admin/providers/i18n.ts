import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import shopEn from '../../i18n/en.json';
import shopZh from '../../i18n/zh.json';
import { consoleLocale, saveConsoleLocale, type ConsoleLocale } from '../api.ts';
import { catalogueEn, catalogueZh } from '../i18n/catalogue.ts';
import { contentEn, contentZh } from '../i18n/content.ts';
import { goodsEn, goodsZh } from '../i18n/goods.ts';
import { consoleEn } from '../i18n/en.ts';
import { listsEn, listsZh } from '../i18n/lists.ts';
import { operatorsEn, operatorsZh } from '../i18n/operators.ts';
import { peopleEn, peopleZh } from '../i18n/people.ts';
import { ordersEn, ordersZh } from '../i18n/orders.ts';
import { specsEn, specsZh } from '../i18n/specs.ts';
import { consoleZh } from '../i18n/zh.ts';
import { raChinese } from '../i18n/ra-zh.ts';

/** The shop's own messages (form refusals share their keys with the zod schemas), in polyglot's `%{name}` form. */
const polyglotForm = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '%{$1}')]));

type Words = { console: object; resources: object };
type Section = Exclude<TranslationMessages[string], string>;
/** The console's words with those of its later screens, which add to `console` and `resources`. */
const withScreens = (base: Words, ...more: Words[]) => ({
  ...base,
  console: Object.assign({}, base.console, ...more.map((m) => m.console)) as Section,
  resources: Object.assign({}, base.resources, ...more.map((m) => m.resources)) as Section,
});

const MESSAGES: Record<ConsoleLocale, TranslationMessages> = {
  zh: { ...polyglotForm(shopZh), ...raChinese, ...withScreens(consoleZh, contentZh, catalogueZh, operatorsZh, specsZh, goodsZh, ordersZh, listsZh, peopleZh) },
  en: { ...polyglotForm(shopEn), ...englishMessages, ...withScreens(consoleEn, contentEn, catalogueEn, operatorsEn, specsEn, goodsEn, ordersEn, listsEn, peopleEn) },
};

/** The console speaks Chinese and English; the choice is remembered in this browser and sent to the API as `lang`. */
const base = polyglotI18nProvider((locale) => MESSAGES[locale as ConsoleLocale] ?? MESSAGES.zh, consoleLocale(), [
  { locale: 'zh', name: '简体中文' },
  { locale: 'en', name: 'English' },
], { allowMissing: true });

export const i18nProvider = {
  ...base,
  changeLocale: async (locale: string) => {
    saveConsoleLocale(locale);
    document.documentElement.lang = locale;
    return base.changeLocale(locale);
  },
};
