import { atom } from 'nanostores';
import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import { LOCALES, LOCALE_LABEL, LOCALE_SEGMENT, type Locale } from '../lib/i18n/locales.ts';
import { isPlainObject, jsonCodec } from './codec.ts';

export interface LanguageOption {
  /** Short text badge; flags are avoided because languages are not countries. */
  icon: string;
  label: string;
  value: Locale;
}

export const $languages = atom<LanguageOption[]>(
  LOCALES.map((locale) => ({
    icon: (LOCALE_SEGMENT[locale] || locale).toUpperCase(),
    label: LOCALE_LABEL[locale],
    value: locale,
  })),
);

export interface GoodsCategory {
  id: number;
  name: string;
  icon?: string;
  children?: GoodsCategory[];
}

/** The category tree last fetched from home/goodsCategoryList, so the header menu renders before it refreshes. */
export const $globalCategory = persistentAtom<GoodsCategory[] | null>(
  'common.globalCategory',
  null,
  jsonCodec<GoodsCategory[] | null>(null, Array.isArray),
);

export const $globalSearchKeyword = persistentAtom<string>('common.globalSearchKeyword', '');

export interface MemberAddressRef {
  id: number;
  name: string;
  mobile: string;
  address: string;
  isDefault?: boolean;
}

/** The address chosen for the order being confirmed. */
export const $curMemberAddress = persistentAtom<MemberAddressRef | null>(
  'common.curMemberAddress',
  null,
  jsonCodec<MemberAddressRef | null>(null, (v) => isPlainObject(v) && typeof v.id === 'number'),
);

/** Whether the bind-email prompt was already shown since login. */
export const $hasShowBindEmailModal = persistentBoolean('common.hasShowBindEmailModal', false);

export function setGlobalCategory(categories: GoodsCategory[] | null): void {
  $globalCategory.set(categories);
}

export function setGlobalSearchKeyword(keyword: string): void {
  $globalSearchKeyword.set(keyword.trim());
}

export function setCurMemberAddress(address: MemberAddressRef | null): void {
  $curMemberAddress.set(address);
}

export function markBindEmailModalShown(): void {
  $hasShowBindEmailModal.set(true);
}
