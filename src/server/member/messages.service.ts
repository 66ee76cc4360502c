import type { Executor } from '../db/schema.ts';
import type { MemberMessage, MessageKind, MessagePage } from '../../lib/schemas/messages.ts';
import * as repo from './messages.repository.ts';

/** Messages the shop leaves a member (personal centre → Messages): today the replies to their feedback. */

export interface NewMessage {
  memberId: number;
  kind: MessageKind;
  feedbackId?: number;
  quote?: string;
  content: string;
}

/** Leaves a message in the member's list, in the caller's transaction (the reply and its message commit together). */
export function leaveMessage(db: Executor, message: NewMessage, now = new Date()): Promise<void> {
  return repo.insertMessage(db, {
    memberId: message.memberId,
    kind: message.kind,
    feedbackId: message.feedbackId ?? null,
    quote: message.quote ?? null,
    content: message.content,
    now: now.toISOString(),
  });
}

export async function listMessages(db: Executor, memberId: number, q: { page: number; pageSize: number }): Promise<MessagePage> {
  const { rows, total, unread } = await repo.messagePage(db, memberId, q.page, q.pageSize);
  const list: MemberMessage[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as MessageKind,
    quote: r.quote,
    content: r.content,
    createdAt: r.created_at,
    readAt: r.read_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize, unread };
}

/** Marks some (or all) of the member's messages read; another member's ids are left alone. Answers the unread left. */
export async function readMessages(db: Executor, memberId: number, ids: number[] | undefined, now = new Date()): Promise<{ marked: number; unread: number }> {
  const marked = await repo.markRead(db, memberId, ids, now.toISOString());
  const { unread } = await repo.messagePage(db, memberId, 1, 1);
  return { marked, unread };
}
