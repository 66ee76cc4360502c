import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import { ownsUploads } from '../uploads/upload.service.ts';
import { feedbackExists, feedbackPage, findFeedback, insertFeedback, markHandled, setReply, type FeedbackPageQuery } from './feedback.repository.ts';

export interface FeedbackEntry {
  content: string;
  contactInformation: string;
  imageUrl: string[];
}

export async function addFeedback(db: Executor, memberId: number, input: FeedbackEntry): Promise<void> {
  if (!(await ownsUploads(db, memberId, input.imageUrl))) throw new DomainError('validation.feedback.images');
  await insertFeedback(db, { memberId, content: input.content, contactInformation: input.contactInformation || null, imageUrls: input.imageUrl });
}

/** What members sent through the feedback button, newest first, for the operator. */
export async function listFeedback(db: Executor, limit: number) {
  return (await feedbackPage(db, { page: 1, pageSize: limit })).rows.map(toEntry);
}

function toEntry(r: Awaited<ReturnType<typeof feedbackPage>>['rows'][number]) {
  return {
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    content: r.content,
    contactInformation: r.contact_information,
    imageUrls: r.image_urls ? r.image_urls.split(',') : [],
    createdAt: r.created_at,
    handledAt: r.handled_at,
    handledBy: r.handled_by,
    reply: r.reply,
    replyAt: r.reply_at,
    replyBy: r.reply_by,
  };
}

/** Feedback for the console by state and dates, sorted, with its pictures and whether someone handled it. */
export async function feedbackForConsole(db: Executor, q: Omit<FeedbackPageQuery, 'handled'> & { handled?: 'true' | 'false' }) {
  const { rows, total } = await feedbackPage(db, { ...q, handled: q.handled === undefined ? undefined : q.handled === 'true' });
  return { list: rows.map(toEntry), total, page: q.page, pageSize: q.pageSize };
}

/** Marks feedback handled by an operator; marking it again changes nothing. */
export async function handleFeedback(db: Executor, id: number, by: string): Promise<void> {
  if (!(await feedbackExists(db, id))) throw new NotFoundError();
  await markHandled(db, id, by, new Date().toISOString());
}

/** Marks one feedback handled; false when it already was, and nothing changed. */
export async function handleFeedbackOnce(db: Executor, id: number, by: string): Promise<boolean> {
  if (!(await feedbackExists(db, id))) throw new NotFoundError();
  return markHandled(db, id, by, new Date().toISOString());
}

export interface FeedbackReplied {
  memberId: number;
  /** What the member wrote. */
  quote: string;
  /** False when the same reply was already there: nothing changed, nothing is to be sent again. */
  changed: boolean;
}

/**
 * The shop's one reply to a feedback message, which also marks it handled. The same reply again changes
 * nothing (a repeated click); a different one is refused, since the member already has the first by mail.
 */
export async function replyToFeedback(db: Executor, id: number, reply: { content: string; by: string }, now = new Date()): Promise<FeedbackReplied> {
  const row = await findFeedback(db, id);
  if (!row) throw new NotFoundError();
  const changed = await setReply(db, id, { ...reply, at: now.toISOString() });
  if (!changed) {
    const current = await findFeedback(db, id);
    if (current?.reply !== reply.content) throw new DomainError('admin.feedback.replied');
  }
  return { memberId: row.member_id, quote: row.content, changed };
}
