import { useCallback, useState } from 'react';

/** Ids ticked on the current page of a list; cleared when the page changes. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const setAll = useCallback((all: number[]) => setIds(new Set(all)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return { ids, toggle, setAll, clear };
}
