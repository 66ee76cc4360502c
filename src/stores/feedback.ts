import { atom } from 'nanostores';

/**
 * Set by the footer's and the floating widget's feedback links when a member clicks them. A store, not an
 * event: a click that lands before the dialog island has mounted is still answered once it mounts.
 */
export const $feedbackRequested = atom(false);

export function requestFeedback(): void {
  $feedbackRequested.set(true);
}
