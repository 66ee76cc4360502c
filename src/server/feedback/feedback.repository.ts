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

/** The latest feedback, newest first, with the sender's account. */
export function latestFeedback(db: Executor, limit: number) {
  return db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select(['feedback.id', 'members.account', 'feedback.content', 'feedback.contact_information', 'feedback.image_urls', 'feedback.created_at'])
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
