import { atom, onMount, type ReadableAtom } from 'nanostores';
import { isCancelled } from '../../lib/api/errors.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

export interface Loader<T> {
  $state: ReadableAtom<LoadState<T>>;
  /** Fetches again after a failure; every island showing the data follows. */
  retry(): void;
}

/**
 * Data that several islands of one page show: fetched once, when the first of them mounts, so the
 * carousel and the goods sections share one home/index call and one retry.
 */
export function createLoader<T>(fetch: () => Promise<T>): Loader<T> {
  const $state = atom<LoadState<T>>({ status: 'loading' });
  let running = false;
  const load = () => {
    if (running) return;
    running = true;
    $state.set({ status: 'loading' });
    fetch()
      .then(
        (data) => $state.set({ status: 'ready', data }),
        (error: unknown) => {
          if (!isCancelled(error)) $state.set({ status: 'failed' });
        },
      )
      .finally(() => {
        running = false;
      });
  };
  onMount($state, () => {
    if ($state.get().status !== 'ready') load();
  });
  return { $state, retry: load };
}
