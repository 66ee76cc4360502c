import type { Executor } from '../db/schema.ts';

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

/** One page of feedback for the console, newest first, optionally only unhandled ones. */
export async function feedbackPage(db: Executor, q: { handled?: boolean; page: number; pageSize: number }) {
  let base = db.selectFrom('feedback').innerJoin('members', 'members.id', 'feedback.member_id');
  if (q.handled !== undefined) base = base.where('feedback.handled_at', q.handled ? 'is not' : 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(['feedback.id', 'members.account', 'feedback.content', 'feedback.contact_information', 'feedback.image_urls', 'feedback.created_at', 'feedback.handled_at', 'feedback.handled_by'])
      .orderBy('feedback.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Marks feedback handled once; true when this call did it. */
export async function markHandled(db: Executor, id: number, by: string, now: string): Promise<boolean> {
  const result = await db.updateTable('feedback').set({ handled_at: now, handled_by: by }).where('id', '=', id).where('handled_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function feedbackExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
