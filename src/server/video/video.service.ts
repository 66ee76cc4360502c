import type { Dialect } from '../db/database.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import { goodsCards } from '../catalogue/goods-lookup.service.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { GoodsVideo, VideoCard, VideoDetail, VideoListQuery } from '../../lib/schemas/video.ts';
import { hasVideoCollect } from './video-collect.repository.ts';
import * as repo from './video.repository.ts';

export interface VideoDeps {
  /** The primary: views, comments, favourites and what a member reads back of them. */
  db: DbPool;
  /** Video lists and details for display, which may lag a little behind the primary (decision 082). */
  reads: DbPool;
  dialect: Dialect;
  commentLimits: { perMinute: number; perDay: number };
}

/** A member's view counts once per video per hour however often they press play or reload. */
export const VIEW_WINDOW_MS = 60 * 60 * 1000;

export function toVideoCard(row: repo.VideoRow): VideoCard {
  return {
    id: row.id,
    title: row.title ?? '',
    poster: row.poster,
    duration: row.duration_ms / 1000,
    views: Number(row.views),
    commentCount: Number(row.comment_count ?? 0),
    publishedAt: row.published_at,
  };
}

export async function listVideos(deps: VideoDeps, locale: Locale, q: VideoListQuery): Promise<Page<VideoCard>> {
  const { ids, total } = await repo.videoPage(deps.reads, deps.dialect, q);
  const rows = await repo.videosByIds(deps.reads, locale, ids);
  return { list: rows.map(toVideoCard), total, page: q.page, pageSize: q.pageSize };
}

/** A published video; drafts and taken-down videos answer "not found" like ids that never existed. */
/** Videos shown on a goods page ("In videos"): only published ones, poster and title in the reader's language. */
export const GOODS_PAGE_VIDEOS = 8;

export async function videosOfGoods(db: Executor, locale: Locale, goodsId: number): Promise<GoodsVideo[]> {
  const rows = await repo.videosByIds(db, locale, await repo.publishedVideoIdsOfGoods(db, goodsId, GOODS_PAGE_VIDEOS));
  return rows.map((row) => ({ id: row.id, title: row.title ?? '', poster: row.poster, duration: row.duration_ms / 1000 }));
}

export async function publishedVideo(db: Executor, locale: Locale, id: number): Promise<repo.VideoRow> {
  const row = await repo.findVideo(db, locale, id);
  if (!row || row.status !== 'published') throw new NotFoundError('video.notFound');
  return row;
}

/** Everything the player needs: sources (largest first), texts, the member's collected flag, goods on sale. */
export async function videoDetail(deps: VideoDeps, locale: Locale, id: number, memberId: number): Promise<VideoDetail> {
  const row = await publishedVideo(deps.reads, locale, id);
  const [sources, goodsIds, collected] = await Promise.all([repo.videoSources(deps.reads, id), repo.linkedGoodsIds(deps.reads, id), hasVideoCollect(deps.db, memberId, id)]);
  const goods = (await goodsCards(deps.reads, locale, goodsIds)).filter((g) => g.onShelf).map((g) => g.card);
  return { ...toVideoCard(row), description: row.description, sources, collected, goods };
}

/** Refuses ids of videos members cannot see (drafts, taken down, never there) alike. */
export async function requirePublished(db: Executor, id: number): Promise<void> {
  if ((await repo.videoStatus(db, id)) !== 'published') throw new NotFoundError('video.notFound');
}

/** Counts the member's view unless one counted within the hour; answers the count as it now stands. */
export async function recordView(deps: VideoDeps, memberId: number, id: number, now = new Date()): Promise<{ views: number; counted: boolean }> {
  await requirePublished(deps.db, id);
  const counted = await repo.countView(deps.db, memberId, id, now, VIEW_WINDOW_MS);
  return { views: await repo.viewCount(deps.db, id), counted };
}

/** Published videos by id with when they last changed, for the sitemaps. */
export async function publishedVideos(db: Executor): Promise<{ id: number; updatedAt: string }[]> {
  return (await repo.publishedVideoStamps(db)).map((r) => ({ id: Number(r.id), updatedAt: r.updated_at }));
}
