import { http } from '../../lib/api/index.ts';
import type { EvaluateInfo, EvaluateResult, ReviewItemInput } from '../../lib/schemas/review.ts';

/** The review requests of the evaluate and follow-up screens. Silent: the screens say why a submit was refused. */

export const fetchEvaluateInfo = (orderNo: string) => http.get<EvaluateInfo>('order/evaluateInfo', { orderNo }, { silentError: true });

export const submitReviews = (orderNo: string, items: ReviewItemInput[]) =>
  http.post<EvaluateResult>('order/evaluate', { orderNo, items }, { silentError: true });

export const submitFollowUp = (orderItemId: number, content: string, images: string[]) =>
  http.post('order/followUp', { orderItemId, content, images }, { silentError: true });
