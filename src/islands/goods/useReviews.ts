import { useEffect, useState } from 'react';
import { http, isCancelled } from '../../lib/api/index.ts';
import { REVIEW_PAGE_SIZE, type ReviewFilter, type ReviewPage } from './reviews.ts';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: ReviewPage };

/** One page of a goods' reviews under a filter; `retry` asks again after a failure. */
export function useReviews(goodsId: number, filter: ReviewFilter, page: number) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    http
      .get<ReviewPage>('goods/evaluateList', { goodsId, filter, page, pageSize: REVIEW_PAGE_SIZE }, { signal: controller.signal, silentError: true })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!isCancelled(error)) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [goodsId, filter, page, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
