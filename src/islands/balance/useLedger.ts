import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../lib/schemas/goods.ts';
import type { LedgerFilter } from '../../lib/schemas/balance.ts';
import { fetchLedger, type LedgerLine } from './balanceApi.ts';

export const LEDGER_PAGE_SIZE = 10;

/** The balance records a page at a time, of one type or all; answers to an older query are dropped. */
export function useLedger() {
  const [query, setQueryState] = useState<{ type: LedgerFilter; page: number }>({ type: 'all', page: 1 });
  const [result, setResult] = useState<Page<LedgerLine> | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const load = useCallback(async (q: { type: LedgerFilter; page: number }) => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const page = await fetchLedger(q.type, q.page, LEDGER_PAGE_SIZE);
      if (ticket !== latest.current) return;
      setResult(page);
      setFailed(false);
    } catch {
      if (ticket === latest.current) setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [query, load]);

  const setType = useCallback((type: LedgerFilter) => setQueryState({ type, page: 1 }), []);
  const setPage = useCallback((page: number) => setQueryState((q) => ({ ...q, page })), []);
  const reload = useCallback(() => void load(query), [load, query]);
  return { query, result, failed, loading, setType, setPage, reload };
}
