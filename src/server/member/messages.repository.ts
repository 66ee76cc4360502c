import type { Executor } from '../db/schema.ts';

/** The member's messages from the shop (a reply to their feedback), newest first. */

export async function insertMessage(
  db: Executor,
  row: {
    memberId: number;
    kind: string;
    feedbackId: number | null;
    quote: string | null;
    content: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('member_messages')
    .values({
      member_id: row.memberId,
      kind: row.kind,
      feedback_id: row.feedbackId,
      quote: row.quote,
      content: row.content,
      created_at: row.now,
      read_at: null,
    })
    .execute();
}

export async function messagePage(db: Executor, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('member_messages').where('member_id', '=', memberId);
  const [rows, counts] = await Promise.all([
    base
      .select(['id', 'kind', 'quote', 'content', 'created_at', 'read_at'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base
      .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread) };
}

/** Marks the member's unread messages read (only `ids` when given); the number this call marked. */
export async function markRead(db: Executor, memberId: number, ids: number[] | undefined, now: string): Promise<number> {
  let q = db.updateTable('member_messages').set({ read_at: now }).where('member_id', '=', memberId).where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids);
  return Number((await q.executeTakeFirst()).numUpdatedRows);
}
