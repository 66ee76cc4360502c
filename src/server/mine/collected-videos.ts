import type { Executor } from '../db/schema.ts';

/**
 * How many videos the member has collected, for the personal centre. Stands in until the video section
 * exists: with no videos and no `collect/addVideoCollect` yet nobody can have collected one, so the true
 * answer is 0. The video section replaces this function with its own count.
 */
export async function collectedVideoCountBeforeVideoSection(_db: Executor, _memberId: number): Promise<number> {
  return 0;
}
