import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { consoleLocale, saveConsoleLocale, type ConsoleLocale } from '../api.ts';

/** The shop's own messages (form refusals share their keys with the zod schemas), in polyglot's `%{name}` form. */
const polyglotForm = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '%{$1}')]));

/** The shop's messages of one language (tens of KB each), loaded only for the language the console shows. */
const SHOP: Record<ConsoleLocale, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('../../i18n/zh.json'),
  en: () => import('../../i18n/en.json'),
};

/**
 * Everything the console says in one language: the shop's messages, react-admin's and the console's own words
 * (src/admin/i18n/words.ts). Loaded before the first screen shows, beside the console's first load, not in it.
 */
async function messagesOf(locale: ConsoleLocale): Promise<TranslationMessages> {
  const [shop, { WORDS }] = await Promise.all([SHOP[locale](), import('../i18n/words.ts')]);
  return { ...polyglotForm(shop.default), ...WORDS[locale] };
}

const isConsoleLocale = (locale: string): locale is ConsoleLocale => locale in SHOP;

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
