import { useCallback, useMemo, useState } from 'react';
import type { Page } from '../../lib/schemas/goods.ts';
import { usePagedList } from './usePagedList.ts';
import { useSelection } from './useSelection.ts';

/** Rows to remove: some, by id, or every row the member keeps. */
export type Removal = number[] | 'all';

interface Options<T> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  /** Remove rows; they reject when refused (the request layer has said why). */
  removeRows: (ids: number[]) => Promise<unknown>;
  /** For lists that can be cleared at once (recently viewed). */
  removeAll?: () => Promise<unknown>;
  /** A failed removal loads the list again, since the row may have gone meanwhile (recently viewed). */
  reloadOnFailure?: boolean;
  /** Another page drops the ticks (saved videos); otherwise a row's tick is back when its page is. */
  clearOnPage?: boolean;
}

/**
 * A list the member keeps (favourites, recently viewed, saved videos): a page at a time, an edit mode
 * with ticks, removal of one row at once or of several after a question, then the list loaded again.
 */
export function useKeptList<T extends { id: number }>({ fetchPage, removeRows, removeAll, reloadOnFailure = false, clearOnPage = false }: Options<T>) {
  const { result, loading, failed, setPage, reload } = usePagedList((q: { page: number }, signal) => fetchPage(q.page, signal), { page: 1 });
  const ids = useMemo(() => result?.list.map((row) => row.id) ?? [], [result]);
  const selection = useSelection(ids);
  const [editing, setEditingState] = useState(false);
  const [asking, setAsking] = useState<Removal | null>(null);
  // Rows being removed keep their button busy: a second click would find the row gone and say so.
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const { clear } = selection;

  const setEditing = (on: boolean) => {
    setEditingState(on);
    clear();
  };

  const remove = async (which: Removal) => {
    try {
      await (which === 'all' ? removeAll!() : removeRows(which));
    } catch (error) {
      if (reloadOnFailure) reload();
      throw error;
    }
    clear();
    if (which === 'all') setEditingState(false);
    reload();
  };

  /** Removes one row without asking; its button stays busy until then. */
  const removeOne = async (id: number) => {
    setRemoving((current) => new Set(current).add(id));
    try {
      await remove([id]);
    } catch {
      // The request layer has said why.
    } finally {
      setRemoving((current) => new Set([...current].filter((other) => other !== id)));
    }
  };

  const toPage = useCallback(
    (page: number) => {
      if (clearOnPage) clear();
      setPage(page);
    },
    [clearOnPage, clear, setPage],
  );

  return {
    result,
    loading,
    failed,
    reload,
    setPage: toPage,
    selection,
    editing,
    setEditing,
    removing,
    removeOne,
    /** The removal waiting for the member's answer, if any. */
    asking,
    ask: setAsking,
    /** Done by the question's confirm button: a rejection keeps the question open for another try. */
    confirmRemove: () => remove(asking ?? []),
  };
}

export type KeptList<T extends { id: number }> = ReturnType<typeof useKeptList<T>>;
