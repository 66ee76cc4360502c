import { useCallback, useMemo, useState } from 'react';

/**
 * Which rows of a list are ticked, for lists with an edit mode (favourites, recently viewed). Only ids
 * still on screen count: a row that went away (deleted, another page) drops out of the selection.
 */
export function useSelection(visibleIds: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => visibleIds.filter((id) => ticked.has(id)), [visibleIds, ticked]);
  const allSelected = visibleIds.length > 0 && selected.length === visibleIds.length;

  const toggle = useCallback((id: number, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setTicked(on ? new Set(visibleIds) : new Set()), [visibleIds]);
  const clear = useCallback(() => setTicked(new Set()), []);

  return { selected, isSelected: (id: number) => ticked.has(id), allSelected, toggle, setAll, clear };
}
