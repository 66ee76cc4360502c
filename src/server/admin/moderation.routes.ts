import { Hono, type Context } from 'hono';
import type { DbPool } from '../db/schema.ts';
import * as moderation from '../flows/operator/moderation.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { reviewPage } from '../reviews/moderation.service.ts';
import { commentPage } from '../video/comment.service.ts';
import { reasonSchema } from '../../lib/schemas/admin.ts';
import { adminCommentQuery, adminReviewQuery } from '../../lib/schemas/admin-moderation.ts';
import { actorOf, idParam, okAdmin } from './admin-http.ts';

/** /api/admin/reviews: the moderation flows the CLI's `review:hide` and `review:restore` run. */
export function adminReviewRoutes(db: DbPool) {
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await reviewPage(db, { ...(await parseInput(c, adminReviewQuery)), locale: c.get('locale') })))
    .post('/:id/hide', async (c) => {
      const reviewId = idParam(c, 'review.notFound');
      const { reason } = await parseInput(c, reasonSchema);
      await moderation.hideReview(db, actorOf(c), { reviewId, reason });
      return okAdmin(c, { id: reviewId });
    })
    .post('/:id/restore', async (c) => {
      const reviewId = idParam(c, 'review.notFound');
      await moderation.restoreReview(db, actorOf(c), { reviewId });
      return okAdmin(c, { id: reviewId });
    });
}

/** /api/admin/comments: the flows the CLI's `comment:hide` and `comment:restore` run. */
export function adminCommentRoutes(db: DbPool) {
  const act = (flow: typeof moderation.hideComment) => async (c: Context<AppEnv>) => okAdmin(c, await flow(db, actorOf(c), { id: idParam(c, 'video.comment.notFound') }));
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await commentPage(db, { ...(await parseInput(c, adminCommentQuery)), locale: c.get('locale') })))
    .post('/:id/hide', act(moderation.hideComment))
    .post('/:id/restore', act(moderation.restoreComment));
}
