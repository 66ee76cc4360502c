import { containsWords } from '../db/contains.ts';
import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { CommentStatus } from './states.ts';

/** Members' comments on videos: top-level comments and their replies (one level). */

const withAuthor = (db: Executor) =>
  db
    .selectFrom('video_comments as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('members as r', 'r.id', 'c.reply_to_member_id')
    .select(['c.id', 'c.video_id', 'c.member_id', 'c.parent_id', 'c.content', 'c.status', 'c.created_at', 'c.reply', 'c.reply_at', 'm.nickname', 'm.avatar', 'r.nickname as reply_to_nickname']);

export type CommentRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['executeTakeFirstOrThrow']>>;

export function findComment(db: Executor, id: number) {
  return db.selectFrom('video_comments').select(['id', 'video_id', 'member_id', 'parent_id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** One page of a video's visible top-level comments, newest first, with their total. */
export async function topLevelPage(db: Executor, videoId: number, page: number, pageSize: number): Promise<{ rows: CommentRow[]; total: number }> {
  const base = db.selectFrom('video_comments').where('video_id', '=', videoId).where('parent_id', 'is', null).where('status', '=', 'visible');
  const [rows, count] = await Promise.all([
    withAuthor(db)
      .where('c.video_id', '=', videoId)
      .where('c.parent_id', 'is', null)
      .where('c.status', '=', 'visible')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The visible replies under the given comments, oldest first, as a conversation reads. */
export function visibleReplies(db: Executor, parentIds: number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return withAuthor(db).where('c.parent_id', 'in', parentIds).where('c.status', '=', 'visible').orderBy('c.id', 'asc').execute();
}

export interface NewComment {
  videoId: number;
  memberId: number;
  parentId: number | null;
  replyToMemberId: number | null;
  content: string;
}

export async function insertComment(db: Executor, comment: NewComment, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('video_comments')
    .values({
      video_id: comment.videoId,
      member_id: comment.memberId,
      parent_id: comment.parentId,
      reply_to_member_id: comment.replyToMemberId,
      content: comment.content,
      status: 'visible',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function commentWithAuthor(db: Executor, id: number): Promise<CommentRow | undefined> {
  return withAuthor(db).where('c.id', '=', id).executeTakeFirst();
}

/**
 * Moves a comment to `to` if, at this instant, it is in one of `from` (and belongs to `memberId` when given);
 * false otherwise, so a race has one winner.
 */
export async function moveComment(db: Executor, id: number, from: readonly CommentStatus[], to: CommentStatus, now: Date, memberId?: number, hiddenReason?: string | null): Promise<boolean> {
  const set = { status: to, updated_at: now.toISOString(), ...(hiddenReason === undefined ? {} : { hidden_reason: hiddenReason }) };
  let q = db.updateTable('video_comments').set(set).where('id', '=', id).where('status', 'in', [...from]);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** The latest comments for the operator, optionally of one video or in one state, with the author's account. */
/** `video`: words of the video's title in any language. */
type CommentQuery = { videoId?: number; video?: string; status?: CommentStatus };

const moderationQuery = (db: Executor, filter: CommentQuery) => {
  let q = db.selectFrom('video_comments as c');
  if (filter.videoId) q = q.where('c.video_id', '=', filter.videoId);
  if (filter.status) q = q.where('c.status', '=', filter.status);
  if (filter.video) q = q.where((eb) => eb.exists(eb.selectFrom('video_texts as vt').select('vt.video_id').whereRef('vt.video_id', '=', 'c.video_id').where(containsWords('vt.title', filter.video!))));
  return q;
};

/** The latest comments for moderation with the video's title in `locale` (else English, Chinese, any). */
export function latestComments(db: Executor, filter: CommentQuery & { limit: number; offset?: number; locale?: Locale }) {
  return moderationQuery(db, filter)
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.video_id', 'c.parent_id', 'c.content', 'c.status', 'c.hidden_reason', 'c.reply', 'c.reply_at', 'c.reply_by', 'c.created_at', 'm.account'])
    .select((eb) => {
      const title = (l?: Locale) => {
        const texts = eb.selectFrom('video_texts as vt').whereRef('vt.video_id', '=', 'c.video_id');
        return l ? texts.select('vt.title').where('vt.locale', '=', l) : texts.select((t) => t.fn.min('vt.title').as('title'));
      };
      return eb.fn.coalesce(title(filter.locale ?? 'zh'), title('en'), title('zh'), title()).as('video_title');
    })
    .orderBy('c.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

export async function countComments(db: Executor, filter: CommentQuery): Promise<number> {
  const row = await moderationQuery(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the shop's reply under a comment unless it already reads exactly so; true when this call changed it. */
export async function setCommentReply(db: Executor, id: number, reply: { content: string; by: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('video_comments')
    .set({ reply: reply.content, reply_at: reply.at, reply_by: reply.by })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('reply', 'is', null), eb('reply', '<>', reply.content)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function commentReply(db: Executor, id: number) {
  return db.selectFrom('video_comments').select(['id', 'status', 'reply']).where('id', '=', id).executeTakeFirst();
}
