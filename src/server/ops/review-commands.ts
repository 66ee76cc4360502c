import { terminalActor } from '../flows/operator-action.ts';
import { hideReview, restoreReview } from '../flows/operator/moderation.ts';
import { latestReviews } from '../reviews/moderation.service.ts';
import { REVIEW_STATUSES } from '../../lib/schemas/review.ts';
import { intOption, need, positiveId, statusOption } from './args.ts';
import type { Command } from './types.ts';

const reviewId = (text: string | undefined): number => positiveId(text, 'the review id');

const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Moderation: each hide and restore is a flow that records itself in the audit log with the review's move. */
export const reviewCommands: Record<string, Command> = {
  reviews: {
    usage: 'reviews [--goods ID] [--status S] [--limit N]',
    summary: `latest reviews, newest first, optionally of one goods or in one state (${REVIEW_STATUSES.join(', ')})`,
    run: async (shop, args, out) => {
      const goods = args.includes('--goods') ? intOption(args, '--goods', 0) : undefined;
      const rows = await latestReviews(shop.db.kysely, { goodsId: goods, status: statusOption(args, REVIEW_STATUSES), limit: intOption(args, '--limit', 50) });
      if (rows.length === 0) out('no reviews');
      for (const r of rows) {
        const marks = [r.anonymous && 'anonymous', r.hasPictures && 'pictures', r.followUp && 'follow-up'].filter(Boolean).join(',');
        out(`#${r.id}  goods ${r.goodsId}  ${'★'.repeat(r.score).padEnd(5, '☆')}  ${r.status.padEnd(7)}  ${r.account}  ${r.createdAt}${marks ? `  [${marks}]` : ''}`);
        out(`  ${oneLine(r.content)}`);
        if (r.hiddenReason) out(`  hidden: ${r.hiddenReason}`);
      }
    },
  },
  'review:hide': {
    usage: 'review:hide <id> <reason>',
    summary: 'hide a review from the goods page and its rating',
    run: async (shop, args, out) => {
      const [id, ...words] = need(args, 2, 'review id or reason');
      await hideReview(shop.db.kysely, terminalActor, { reviewId: reviewId(id), reason: words.join(' ') });
      out(`review #${id} hidden`);
    },
  },
  'review:restore': {
    usage: 'review:restore <id>',
    summary: 'show a hidden review again and count it in the rating',
    run: async (shop, args, out) => {
      const [id] = need(args, 1, 'review id');
      await restoreReview(shop.db.kysely, terminalActor, { reviewId: reviewId(id) });
      out(`review #${id} restored`);
    },
  },
};
