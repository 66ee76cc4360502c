import type { Executor } from '../db/schema.ts';
import * as comments from './comment.repository.ts';
import * as repo from './video.repository.ts';

export type ImportedVideo = repo.NewVideo & {
  sources: repo.NewSource[];
  texts: { locale: string; title: string; description: string | null }[];
  goodsIds: number[];
};

/**
 * Writes a whole video at once (the demo videos): its row, files, texts in each language and linked goods,
 * inside the caller's transaction, with no checks or audit (the console's saves go through video-console).
 */
export async function importVideo(db: Executor, video: ImportedVideo): Promise<number> {
  const { sources, texts, goodsIds, ...row } = video;
  const id = await repo.insertVideo(db, row);
  for (const source of sources) await repo.writeVideoSource(db, id, source);
  for (const t of texts) await repo.writeVideoText(db, id, t.locale, t.title, t.description);
  await repo.linkGoods(db, id, goodsIds);
  return id;
}

/**
 * Writes a comment or reply as of `at` (the demo comments), visible, without the limits a member's posts are
 * counted against; counted on the card and in the player like any other (decision 102).
 */
export function importComment(db: Executor, comment: comments.NewComment, at: Date): Promise<number> {
  return comments.insertComment(db, comment, at);
}
