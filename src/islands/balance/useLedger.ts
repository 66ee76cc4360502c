import { useCallback } from 'react';
import type { LedgerFilter } from '../../lib/schemas/balance.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import { fetchLedger } from './balanceApi.ts';

const PAGE_SIZE = 10;

/** The balance records a page at a time, of one type or all. */
export function useLedger() {
  const fetchPage = useCallback((q: { type: LedgerFilter; page: number }, signal: AbortSignal) => fetchLedger(q.type, q.page, PAGE_SIZE, signal), []);
  return usePagedList(fetchPage, { type: 'all' as LedgerFilter, page: 1 });
}
