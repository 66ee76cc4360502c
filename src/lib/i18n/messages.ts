import type zh from '../../i18n/zh.json';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { interpolate } from './format.ts';
import { pluralKey } from './plural.ts';
import { formatCount } from '../count.ts';

export type Messages = typeof zh;
/** Base names of the messages with plural forms ('cart.summary.selected' for 'cart.summary.selected_other'). */
export type PluralMessageKey = { [K in keyof Messages]: K extends `${infer Base}_other` ? Base : never }[keyof Messages];
type PluralFormKey = { [K in keyof Messages]: K extends `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? K : never }[keyof Messages];
/** What code names: a plain message, or the base of a plural message (chosen by its `count`). */
export type MessageKey = Exclude<keyof Messages, PluralFormKey> | PluralMessageKey;
export type MessageParams = Record<string, string | number>;
/**
 * A plural message takes its count as a number, which picks the form and is written in the locale's digits;
 * `countText` shows the count another way (a compact "5.2K") while the number still picks the form.
 */
export type PluralParams = MessageParams & { count: number; countText?: string };
export type TFunction = <K extends MessageKey>(key: K, ...params: K extends PluralMessageKey ? [PluralParams] : [MessageParams?]) => string;

/** Id of the JSON block in which a page carries its locale's messages for islands. */
export const EMBEDDED_MESSAGES_ID = 'om-messages';

const registry = new Map<Locale, Messages>();

export function registerMessages(locale: Locale, messages: Messages): void {
  registry.set(locale, messages);
}

function readEmbedded(locale: Locale): Messages | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(EMBEDDED_MESSAGES_ID);
  if (!el?.textContent || el.dataset.locale !== locale) return undefined;
  const messages = JSON.parse(el.textContent) as Messages;
  registry.set(locale, messages);
  return messages;
}

/**
 * On the server every locale is registered (registerServerCatalogue in catalog.server.ts); in the browser
 * the page embeds its own locale's messages, so islands ship no dictionaries in their bundles.
 */
export function getMessages(locale: Locale): Messages {
  const messages = registry.get(locale) ?? readEmbedded(locale) ?? registry.get(DEFAULT_LOCALE);
  if (!messages) throw new Error(`messages for ${locale} are not loaded`);
  return messages;
}

export function createT(locale: Locale): TFunction {
  const messages = getMessages(locale) as Record<string, string>;
  const has = (key: string) => Object.hasOwn(messages, key);
  return ((key: string, params?: MessageParams) => {
    if (has(key) || !has(`${key}_other`)) return interpolate(messages[key] ?? key, params);
    // A plural message: the count picks the form and is written in the locale's digits and grouping.
    const count = params?.count;
    if (typeof count !== 'number') return interpolate(messages[`${key}_other`]!, params);
    const { countText, ...rest } = params!;
    return interpolate(messages[pluralKey(key, count, locale, has)]!, { ...rest, count: typeof countText === 'string' ? countText : formatCount(locale, count) });
  }) as TFunction;
}
