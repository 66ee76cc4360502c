import { Hono, type Context } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { hideReview, restoreReview, reviewPage } from '../reviews/moderation.service.ts';
import { commentPage, hideComment, restoreComment } from '../video/comment.service.ts';
import { isPageOfGoods, sharedPageCache } from '../web/page-cache.ts';
import { reasonSchema } from '../../lib/schemas/admin.ts';
import { adminCommentQuery, adminReviewQuery } from '../../lib/schemas/admin-moderation.ts';
import { COMMENT_TRANSITIONS } from '../video/states.ts';
import { actorOf, auditAdmin, idParam, okAdmin } from './admin-http.ts';

/**
 * /api/admin/reviews: the CLI's moderation service (`review:hide`, `review:restore`), which moves the review,
 * its goods' totals and the audit entry in one transaction. The goods' cached pages go at once, so a hidden
 * review and the rating without it show on the next visit.
 */
export function adminReviewRoutes(db: DbPool) {
  const moderated = (c: Context<AppEnv>, goodsId: number) => {
    sharedPageCache().purge(isPageOfGoods(goodsId));
    return okAdmin(c, { id: idParam(c, 'review.notFound') });
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await reviewPage(db, { ...(await parseInput(c, adminReviewQuery)), locale: c.get('locale') })))
    .post('/:id/hide', async (c) => {
      const reviewId = idParam(c, 'review.notFound');
      const { reason } = await parseInput(c, reasonSchema);
      return moderated(c, (await hideReview(db, { reviewId, reason, actor: actorOf(c).name })).goodsId);
    })
    .post('/:id/restore', async (c) => moderated(c, (await restoreReview(db, { reviewId: idParam(c, 'review.notFound'), actor: actorOf(c).name })).goodsId));
}

/** /api/admin/comments: the video comment service the CLI's `comment:hide` and `comment:restore` call, audited alike. */
export function adminCommentRoutes(db: DbPool) {
  const act = (action: 'hide' | 'restore') => async (c: Context<AppEnv>) => {
    const id = idParam(c, 'video.comment.notFound');
    const { from, to } = COMMENT_TRANSITIONS[action];
    // The move and its audit entry together: a refused move leaves no entry, an entry never lacks its move.
    await db.transaction().execute(async (trx) => {
      await (action === 'hide' ? hideComment(trx, id) : restoreComment(trx, id));
      await auditAdmin(trx, c, { action: `comment.${action}`, target: String(id), detail: `${from.join('|')} → ${to}`, before: { status: from[0] }, after: { status: to } });
    });
    return okAdmin(c, { id, status: to });
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await commentPage(db, { ...(await parseInput(c, adminCommentQuery)), locale: c.get('locale') })))
    .post('/:id/hide', act('hide'))
    .post('/:id/restore', act('restore'));
}
