import type { Executor } from '../db/schema.ts';
import { NotFoundError, StateChangedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { VideoComment, VideoCommentPage, VideoReply } from '../../lib/schemas/video.ts';
import { countComment } from './comment-limits.ts';
import * as repo from './comment.repository.ts';
import { readableCommentCount } from './video.repository.ts';
import { COMMENT_TRANSITIONS, type CommentAction, type CommentStatus } from './states.ts';
import { requirePublished, type VideoDeps } from './video.service.ts';

function toReply(row: repo.CommentRow, memberId: number): VideoReply {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.created_at,
    author: { nickname: row.nickname, avatar: row.avatar },
    replyTo: row.reply_to_nickname ?? null,
    mine: row.member_id === memberId,
    reply: row.reply && row.reply_at ? { content: row.reply, time: row.reply_at } : null,
  };
}

function toComment(row: repo.CommentRow, replies: VideoReply[], memberId: number): VideoComment {
  const { replyTo: _, ...comment } = toReply(row, memberId);
  return { ...comment, replies };
}

/** A video's top-level comments, newest first, each with its visible replies in the order they were written. */
export async function listComments(deps: VideoDeps, memberId: number, videoId: number, page: number, pageSize: number): Promise<VideoCommentPage> {
  await requirePublished(deps.db, videoId);
  const [{ rows, total }, count] = await Promise.all([repo.topLevelPage(deps.db, videoId, page, pageSize), readableCommentCount(deps.db, videoId)]);
  const replies = await repo.visibleReplies(deps.db, rows.map((r) => r.id));
  const list = rows.map((row) => toComment(row, replies.filter((r) => r.parent_id === row.id).map((r) => toReply(r, memberId)), memberId));
  return { list, total, page, pageSize, count };
}

export interface PostComment {
  videoId: number;
  content: string;
  parentId?: number;
}

/**
 * Posts a comment, or a reply when `parentId` names a visible comment of the same video. Replies stay one
 * level deep: answering a reply files the answer under the same top-level comment, addressed to the reply's
 * author ("reply to @name"). Counted against the member's limits only once the comment is acceptable.
 */
export async function postComment(deps: VideoDeps, memberId: number, input: PostComment, now = new Date()): Promise<VideoComment | VideoReply> {
  await requirePublished(deps.db, input.videoId);
  let parentId: number | null = null;
  let replyToMemberId: number | null = null;
  if (input.parentId !== undefined) {
    const parent = await repo.findComment(deps.db, input.parentId);
    const top = parent?.parent_id ? await repo.findComment(deps.db, parent.parent_id) : parent;
    if (!parent || !top || parent.video_id !== input.videoId || parent.status !== 'visible' || top.status !== 'visible') {
      throw new NotFoundError('video.comment.notFound');
    }
    parentId = top.id;
    replyToMemberId = parent.parent_id ? parent.member_id : null;
  }
  await countComment(deps.db, memberId, deps.commentLimits, now);
  const id = await repo.insertComment(deps.db, { videoId: input.videoId, memberId, parentId, replyToMemberId, content: input.content }, now);
  const row = (await repo.commentWithAuthor(deps.db, id))!;
  return parentId === null ? toComment(row, [], memberId) : toReply(row, memberId);
}

/** Members delete their own comments only; anyone else's id answers "not found", as a missing one does. */
export async function deleteComment(db: Executor, memberId: number, id: number, now = new Date()): Promise<void> {
  const { from, to } = COMMENT_TRANSITIONS.delete;
  if (!(await repo.moveComment(db, id, from, to, now, memberId))) throw new NotFoundError('video.comment.notFound');
}

async function moderate(db: Executor, action: Exclude<CommentAction, 'delete'>, id: number, now: Date, reason: string | null = null): Promise<void> {
  const { from, to } = COMMENT_TRANSITIONS[action];
  if (await repo.moveComment(db, id, from, to, now, undefined, reason)) return;
  if (!(await repo.findComment(db, id))) throw new NotFoundError('video.comment.notFound');
  throw new StateChangedError('video.comment.stateChanged');
}

/** The operator hides a comment (its replies with it) from every member, with the reason kept beside it. */
export function hideComment(db: Executor, id: number, now = new Date(), reason: string | null = null): Promise<void> {
  return moderate(db, 'hide', id, now, reason);
}

/** The operator shows a hidden comment again. */
export function restoreComment(db: Executor, id: number, now = new Date()): Promise<void> {
  return moderate(db, 'restore', id, now);
}

type ModerationRow = Awaited<ReturnType<typeof repo.latestComments>>[number];

const moderationView = (r: ModerationRow) => ({
  id: r.id,
  videoId: r.video_id,
  videoTitle: r.video_title,
  parentId: r.parent_id,
  content: r.content,
  status: r.status as CommentStatus,
  hiddenReason: r.hidden_reason,
  reply: r.reply,
  replyAt: r.reply_at,
  replyBy: r.reply_by,
  account: r.account,
  createdAt: r.created_at,
});

/** The latest comments for moderation, newest first. */
export async function recentComments(db: Executor, filter: { videoId?: number; status?: CommentStatus; limit: number }) {
  return (await repo.latestComments(db, filter)).map(moderationView);
}

/** One page of the same list for the console, with the number of comments the filter matches. */
export async function commentPage(db: Executor, q: { videoId?: number; video?: string; status?: CommentStatus; page: number; pageSize: number; locale: Locale }) {
  const [rows, total] = await Promise.all([
    repo.latestComments(db, { ...q, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    repo.countComments(db, q),
  ]);
  return { list: rows.map(moderationView), total, page: q.page, pageSize: q.pageSize };
}

/**
 * The shop's reply under a comment, shown to every member under it; replaces an earlier one. A comment its
 * author deleted takes none. `changed` is false when it already had this very reply.
 */
export async function replyToComment(db: Executor, id: number, reply: { content: string; by: string }, now = new Date()): Promise<{ before: string | null; changed: boolean }> {
  const comment = await repo.commentReply(db, id);
  if (!comment || comment.status === 'deleted') throw new NotFoundError('video.comment.notFound');
  const changed = await repo.setCommentReply(db, id, { ...reply, at: now.toISOString() });
  return { before: comment.reply, changed };
}
