import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { ownsUploads } from '../uploads/upload.service.ts';
import { insertFeedback, latestFeedback } from './feedback.repository.ts';

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
  const rows = await latestFeedback(db, limit);
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    content: r.content,
    contactInformation: r.contact_information,
    imageUrls: r.image_urls ? r.image_urls.split(',') : [],
    createdAt: r.created_at,
  }));
}
