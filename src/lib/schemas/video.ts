import { z } from './zod.ts';
import { KEYWORD_MAX } from '../limits.ts';
import { idField, idList, pageQuery, userText } from './common.ts';
import type { GoodsCard, Page } from './goods.ts';
import type { ShopReply } from './review.ts';

/** Payloads of the video section (DESIGN §5 video row), shared by the islands and the routes. */

export const VIDEO_SORTS = ['latest', 'popular'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

/** A comment's length in UTF-16 units, as a textarea's maxLength counts it. */
export const COMMENT_MAX = 500;
/** Videos collected at once: a batch removal names at most this many. */
export const MAX_VIDEO_BATCH = 200;

const videoId = (message: 'video.notFound' | 'video.comment.notFound' = 'video.notFound') => idField(message);

/** Lenient like the goods list: a bad page, size or sort falls back instead of failing the list. */
export const videoListQuery = pageQuery(12, 48).extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional().catch(undefined),
  sort: z.enum(VIDEO_SORTS).catch('latest').default('latest'),
});
export type VideoListQuery = z.infer<typeof videoListQuery>;

export const videoIdQuery = z.object({ id: videoId() });

/**
 * A comment as it is kept: line breaks as \n, no control characters (they render as nothing or as boxes),
 * no blank lines beyond one in a row, no white space around it.
 */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const commentListQuery = pageQuery(10, 50).extend({ videoId: videoId() });

export const commentInput = z.object({
  videoId: videoId(),
  content: userText(
    'validation.comment.required',
    z.string().transform(plainText).pipe(z.string().min(1, 'validation.comment.required').max(COMMENT_MAX, 'validation.comment.tooLong')),
  ),
  // Empty means a top-level comment; forms send '' when nothing is being answered.
  parentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), videoId('video.comment.notFound').optional()),
});
export type CommentInput = z.input<typeof commentInput>;

export const deleteCommentInput = z.object({ id: videoId('video.comment.notFound') });

export const collectVideoInput = z.object({ videoId: videoId() });
export const uncollectVideoInput = z.object({ videoIds: idList({ max: MAX_VIDEO_BATCH, empty: 'video.collect.noneChosen' }) });
export const collectedVideosQuery = pageQuery(12, 48);

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 2000;

/** A video's title and description in one language, as the operator sets them. */
export const videoTextInput = z.object({
  title: z.string('video.title.required').trim().min(1, 'video.title.required').max(VIDEO_TITLE_MAX, 'video.title.tooLong'),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX, 'video.description.tooLong').optional().transform((d) => d || null),
});

/** A video as the list shows it. `duration` in seconds. */
export interface VideoCard {
  id: number;
  title: string;
  poster: string;
  duration: number;
  views: number;
  commentCount: number;
  publishedAt: string | null;
}

/** A video a goods page links to ("In videos"): poster and title in the reader's language. */
export interface GoodsVideo {
  id: number;
  title: string;
  poster: string;
  duration: number;
}

export interface VideoSource {
  src: string;
  type: string;
  width: number;
  height: number;
}

export interface VideoDetail extends VideoCard {
  description: string | null;
  sources: VideoSource[];
  collected: boolean;
  /** Goods shown in the video that are on the shelf. */
  goods: GoodsCard[];
}

export interface CommentAuthor {
  nickname: string;
  avatar: string | null;
}

export interface VideoReply {
  id: number;
  content: string;
  createdAt: string;
  author: CommentAuthor;
  /** Set when the reply answers another reply: "reply to @name". */
  replyTo: string | null;
  mine: boolean;
  /** The shop's reply under the comment (plain text). */
  reply: ShopReply | null;
}

export interface VideoComment extends Omit<VideoReply, 'replyTo'> {
  replies: VideoReply[];
}

/**
 * video/commentList: a page of top-level comments (`total` counts those, for the pager) and `count`, every
 * comment a member can read, replies included: the same number the video's card shows (decision 102).
 */
export interface VideoCommentPage extends Page<VideoComment> {
  count: number;
}

export interface CollectedVideo extends VideoCard {
  collectedAt: string;
  /** Taken down by the shop since it was collected: still listed so it can be removed. */
  available: boolean;
}

/** A video's states: drafts are the operator's alone, published ones every member's (server/video/states.ts). */
export const VIDEO_STATUSES = ['draft', 'published'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** A comment's states: the console filters by them, the server moves comments between them (server/video/states.ts). */
export const COMMENT_STATUSES = ['visible', 'hidden', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
