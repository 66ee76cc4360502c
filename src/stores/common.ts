import { persistentBoolean } from '@nanostores/persistent';

/** Whether the bind-email prompt was already shown since login. */
export const $hasShowBindEmailModal = persistentBoolean('common.hasShowBindEmailModal', false);

export function markBindEmailModalShown(): void {
  $hasShowBindEmailModal.set(true);
}
