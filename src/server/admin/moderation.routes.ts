import { Hono, type Context } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { hideManyReviews } from '../flows/operator/bulk.ts';
import * as moderation from '../flows/operator/moderation.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { reviewPage } from '../reviews/moderation.service.ts';
import { commentPage } from '../video/comment.service.ts';
import { reasonSchema } from '../../lib/schemas/admin.ts';
import { adminCommentQuery, adminReviewQuery, replySchema } from '../../lib/schemas/admin-moderation.ts';
import { bulkIdsSchema, consoleListQuery, REVIEW_SORTS } from '../../lib/schemas/admin-lists.ts';
import { actorOf, idParam, okAdmin } from './admin-http.ts';
import { bulkAnswer, parseListQuery } from './list-query.ts';

/** The review list's filters, with the console lists' strict sort and date range (written at or after / before). */
const reviewListQuery = adminReviewQuery.extend(consoleListQuery(REVIEW_SORTS).shape);

/** /api/admin/reviews: the list by filters and dates, sorted by time or score; the moderation flows the CLI's `review:hide` and `review:restore` run. */
export function adminReviewRoutes(db: DbPool) {
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await reviewPage(db, { ...(await parseListQuery(c, reviewListQuery)), locale: c.get('locale') })))
    .post('/hide', async (c) => {
      const { ids, reason } = await parseInput(c, bulkIdsSchema.extend(reasonSchema.shape));
      return okAdmin(c, bulkAnswer(c, await hideManyReviews(db, actorOf(c), ids, reason)));
    })
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
    })
    .post('/:id/reply', async (c) => {
      const reviewId = idParam(c, 'review.notFound');
      return okAdmin(c, await moderation.replyToReview(db, actorOf(c), { reviewId, ...(await parseInput(c, replySchema)) }));
    });
}

/** /api/admin/comments: the flows the CLI's `comment:hide` and `comment:restore` run; in the console a hide gives its reason. */
export function adminCommentRoutes(db: DbPool) {
  const commentId = (c: Context<AppEnv>) => idParam(c, 'video.comment.notFound');
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await commentPage(db, { ...(await parseInput(c, adminCommentQuery)), locale: c.get('locale') })))
    .post('/:id/hide', async (c) => {
      const id = commentId(c);
      return okAdmin(c, await moderation.hideComment(db, actorOf(c), { id, ...(await parseInput(c, reasonSchema)) }));
    })
    .post('/:id/restore', async (c) => okAdmin(c, await moderation.restoreComment(db, actorOf(c), { id: commentId(c) })))
    .post('/:id/reply', async (c) => {
      const id = commentId(c);
      return okAdmin(c, await moderation.replyToComment(db, actorOf(c), { id, ...(await parseInput(c, replySchema)) }));
    });
}
