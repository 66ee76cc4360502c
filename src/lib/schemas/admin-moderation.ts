import { z } from './zod.ts';
import { adminListQuery } from './admin.ts';
import { idField, userText, wholeNumber } from './common.ts';
import { REVIEW_STATUSES } from './review.ts';
import { COMMENT_STATUSES, plainText } from './video.ts';

/**
 * Console moderation lists. Filters are lenient like every list filter: a bad value shows the whole list
 * instead of a refusal, so a hand-edited address still opens the screen.
 */
export const adminReviewQuery = adminListQuery.extend({
  goodsId: idField().optional().catch(undefined),
  /** Words of the goods' name, in any language. */
  goods: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(REVIEW_STATUSES).optional().catch(undefined),
  score: wholeNumber('error.invalidParam', 1, 5).optional().catch(undefined),
  /** `true`: only reviews with pictures (their own or their follow-up's); `false`: only those without. */
  pictures: z.enum(['true', 'false']).transform((v) => v === 'true').optional().catch(undefined),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

export const adminCommentQuery = adminListQuery.extend({
  videoId: idField().optional().catch(undefined),
  /** Words of the video's title, in any language. */
  video: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(COMMENT_STATUSES).optional().catch(undefined),
});

/** The longest reply the shop writes under a review or a comment, or to a feedback message. */
export const REPLY_MAX = 500;

/**
 * The shop's reply, in the console's form and in the routes alike: plain text (line breaks kept, control and
 * direction characters dropped), 1–500 characters. Pages render it as text, never as markup.
 */
export const replySchema = z.object({
  content: userText('admin.validation.reply', z.string().transform(plainText).pipe(z.string().min(1, 'admin.validation.reply').max(REPLY_MAX, 'admin.validation.reply'))),
});
export type ReplyInput = z.input<typeof replySchema>;
