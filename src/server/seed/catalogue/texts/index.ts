import type { Locale } from '../../../../lib/i18n/locales.ts';
import { ar } from './ar.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import type { LocaleTexts } from './types.ts';
import { vi } from './vi.ts';
import { zhTW } from './zh-TW.ts';

/** Description texts of the demo catalogue in every language besides zh and en (those sit in the category files). */
export const CATALOGUE_TEXTS: Record<Exclude<Locale, 'zh' | 'en'>, LocaleTexts> = { 'zh-TW': zhTW, ja, ko, ru, ar, id, th, vi };
