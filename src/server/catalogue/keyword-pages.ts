import { goodsPageQuery, pageEnd, walkBoundQuery, type KeywordPlan, type PageQuery } from './goods.repository.ts';
import type { CatalogueDeps } from './goods.service.ts';

/** How far down the order a short walk goes: this many goods for each goods up to the page's end, and one more such stretch. */
const SHORT_WALK_PASSES = 100;

/**
 * The ids of a page found by `plan`. A short walk stops where the order has passed SHORT_WALK_PASSES goods per goods
 * of the page, and collects when it has not filled the page by then: matches gathered down the order cost a
 * bounded walk and the collect they would have cost anyway (decision 109).
 */
export async function pageIdsBy(deps: CatalogueDeps, q: PageQuery, plan: KeywordPlan): Promise<number[]> {
  const ids = async (p: PageQuery, how: 'walk' | 'collect') => (await goodsPageQuery(deps.reads, deps.dialect, p, how).execute()).map((r) => r.id);
  if (plan !== 'short walk') return ids(q, plan);
  const bound = await walkBoundQuery(deps.reads, deps.dialect, q, SHORT_WALK_PASSES * (pageEnd(q) + 1)).executeTakeFirst();
  const walked = await ids({ ...q, walkTo: bound?.bound }, 'walk');
  return walked.length === q.pageSize || bound === undefined ? walked : ids(q, 'collect');
}
