import type { Locale } from '../../../../lib/i18n/locales.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import type { ReviewParts } from './types.ts';
import { vi } from './vi.ts';
import { zh } from './zh.ts';
import { zhTW } from './zh-TW.ts';

/** What demo shoppers write, by language: the parts compose.ts makes each review from. */
export const REVIEW_PARTS: Record<Locale, ReviewParts> = { zh, 'zh-TW': zhTW, en, ja, ko, ru, ar, id, th, vi };
