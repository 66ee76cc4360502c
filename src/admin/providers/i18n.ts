import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
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

/** The console's own words and react-admin's, per language (a few KB each, in the first load). */
const WORDS: Record<ConsoleLocale, TranslationMessages> = {
  zh: { ...raChinese, ...withScreens(consoleZh, contentZh, catalogueZh, operatorsZh, specsZh, goodsZh, ordersZh, listsZh, peopleZh) },
  en: { ...englishMessages, ...withScreens(consoleEn, contentEn, catalogueEn, operatorsEn, specsEn, goodsEn, ordersEn, listsEn, peopleEn) },
};

/** The shop's messages of one language (tens of KB each), loaded only for the language the console shows. */
const SHOP: Record<ConsoleLocale, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('../../i18n/zh.json'),
  en: () => import('../../i18n/en.json'),
};

async function messagesOf(locale: ConsoleLocale): Promise<TranslationMessages> {
  return { ...polyglotForm((await SHOP[locale]()).default), ...WORDS[locale] };
}

const isConsoleLocale = (locale: string): locale is ConsoleLocale => locale in WORDS;

/**
 * The console speaks Chinese and English; the choice is remembered in this browser and sent to the API as `lang`.
 * Resolves once the words of the language the console opens in are loaded; the other language loads when chosen.
 */
export async function loadI18nProvider(): Promise<I18nProvider> {
  const initial = consoleLocale();
  const first = await messagesOf(initial);
  const base = polyglotI18nProvider((locale) => (locale === initial ? first : messagesOf(isConsoleLocale(locale) ? locale : 'zh')), initial, [
    { locale: 'zh', name: '简体中文' },
    { locale: 'en', name: 'English' },
  ], { allowMissing: true });
  return {
    ...base,
    changeLocale: async (locale: string) => {
      saveConsoleLocale(locale);
      document.documentElement.lang = locale;
      return base.changeLocale(locale);
    },
  };
}
