import type { Executor } from '../db/schema.ts';
import type { FEEDBACK_SORTS } from '../../lib/schemas/admin-lists.ts';

export async function insertFeedback(db: Executor, row: { memberId: number; content: string; contactInformation: string | null; imageUrls: string[] }): Promise<void> {
  await db
    .insertInto('feedback')
    .values({
      member_id: row.memberId,
      content: row.content,
      contact_information: row.contactInformation,
      image_urls: row.imageUrls.join(','),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The console's feedback list: handled or not, sent at or after `from` / before `to` (ISO-8601 UTC), sorted. */
export interface FeedbackPageQuery {
  handled?: boolean;
  from?: string;
  to?: string;
  sort?: (typeof FEEDBACK_SORTS)[number];
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = { id: 'feedback.id', createdAt: 'feedback.created_at' } as const;

/** One page of feedback for the console, newest first unless sorted otherwise (by time: ties by id). */
export async function feedbackPage(db: Executor, q: FeedbackPageQuery) {
  let base = db.selectFrom('feedback').innerJoin('members', 'members.id', 'feedback.member_id');
  if (q.handled !== undefined) base = base.where('feedback.handled_at', q.handled ? 'is not' : 'is', null);
  if (q.from) base = base.where('feedback.created_at', '>=', q.from);
  if (q.to) base = base.where('feedback.created_at', '<', q.to);
  const column = SORT_COLUMNS[q.sort ?? 'id'];
  const order = q.order ?? 'desc';
  let rows = base
    .select(['feedback.id', 'members.account', 'members.nickname', 'feedback.content', 'feedback.contact_information', 'feedback.image_urls', 'feedback.created_at', 'feedback.handled_at', 'feedback.handled_by', 'feedback.reply', 'feedback.reply_at', 'feedback.reply_by'])
    .orderBy(column, order);
  if (column !== 'feedback.id') rows = rows.orderBy('feedback.id', order);
  const [list, count] = await Promise.all([
    rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

/** Marks feedback handled once; true when this call did it. */
export async function markHandled(db: Executor, id: number, by: string, now: string): Promise<boolean> {
  const result = await db.updateTable('feedback').set({ handled_at: now, handled_by: by }).where('id', '=', id).where('handled_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function feedbackExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function findFeedback(db: Executor, id: number) {
  return db.selectFrom('feedback').select(['id', 'member_id', 'content', 'reply', 'handled_at']).where('id', '=', id).executeTakeFirst();
}

/** Writes the feedback's one reply if it has none yet, marking it handled too; true when this call wrote it. */
export async function setReply(db: Executor, id: number, reply: { content: string; by: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set((eb) => ({
      reply: reply.content,
      reply_at: reply.at,
      reply_by: reply.by,
      handled_at: eb.fn.coalesce('handled_at', eb.val(reply.at)),
      handled_by: eb.fn.coalesce('handled_by', eb.val(reply.by)),
    }))
    .where('id', '=', id)
    .where('reply', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
