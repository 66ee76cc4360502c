import { useStore } from '@nanostores/react';
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

const LOADING: LoadState<never> = { status: 'loading' };

/**
 * The loader's state for an island that the server rendered. The server always renders "loading", and
 * hydration must render the same: the data may already have arrived (another island of the page
 * mounted first and fetched it), so hydration reads "loading" and the data shows right after.
 */
export function useLoadState<T>(loader: Loader<T>): LoadState<T> {
  return useStore(loader.$state, { ssr: () => LOADING });
}
