import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { ownsUploads } from '../uploads/upload.service.ts';

export interface FeedbackEntry {
  content: string;
  contactInformation: string;
  imageUrl: string[];
}

export async function addFeedback(db: Executor, memberId: number, input: FeedbackEntry): Promise<void> {
  if (!(await ownsUploads(db, memberId, input.imageUrl))) throw new DomainError('validation.feedback.images');
  await db
    .insertInto('feedback')
    .values({
      member_id: memberId,
      content: input.content,
      contact_information: input.contactInformation || null,
      image_urls: input.imageUrl.join(','),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function listFeedback(db: Executor, limit: number) {
  return db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select(['feedback.id', 'members.account', 'feedback.content', 'feedback.contact_information', 'feedback.image_urls', 'feedback.created_at'])
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
