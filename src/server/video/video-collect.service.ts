import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { CollectedVideo } from '../../lib/schemas/video.ts';
import * as repo from './video-collect.repository.ts';
import { videosByIds } from './video.repository.ts';
import { requirePublished, toVideoCard } from './video.service.ts';

/** Collecting twice is the same as once; only videos members can watch can be collected. */
export async function collectVideo(db: Executor, memberId: number, videoId: number, now = new Date()): Promise<void> {
  await requirePublished(db, videoId);
  await repo.insertVideoCollect(db, memberId, videoId, now);
}

/** Removes one or several; ids the member never collected (or another member's) change nothing. */
export async function uncollectVideos(db: Executor, memberId: number, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  await repo.deleteVideoCollects(db, memberId, videoIds);
}

/** How many videos a member keeps: the personal centre and the favourites page show it. */
export function countCollectedVideos(db: Executor, memberId: number): Promise<number> {
  return repo.countCollectedVideos(db, memberId);
}

/** The member's collected videos, newest first; ones the shop took down stay listed (marked) so they can go. */
export async function collectedVideos(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number): Promise<Page<CollectedVideo>> {
  const [rows, total] = await Promise.all([repo.videoCollectPage(db, memberId, page, pageSize), repo.countCollectedVideos(db, memberId)]);
  const videos = await videosByIds(db, locale, rows.map((r) => r.video_id));
  const at = new Map(rows.map((r) => [r.video_id, r.created_at]));
  const list = videos.map((v) => ({ ...toVideoCard(v), collectedAt: at.get(v.id) ?? '', available: v.status === 'published' }));
  return { list, total, page, pageSize };
}
