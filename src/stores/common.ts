import { persistentAtom, persistentBoolean } from '@nanostores/persistent';

export const $globalSearchKeyword = persistentAtom<string>('common.globalSearchKeyword', '');

/** Whether the bind-email prompt was already shown since login. */
export const $hasShowBindEmailModal = persistentBoolean('common.hasShowBindEmailModal', false);

export function setGlobalSearchKeyword(keyword: string): void {
  $globalSearchKeyword.set(keyword.trim());
}

export function markBindEmailModalShown(): void {
  $hasShowBindEmailModal.set(true);
}
