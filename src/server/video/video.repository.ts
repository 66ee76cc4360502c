import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database, Executor } from '../db/schema.ts';
import { matchesAllTerms, VIDEO_SEARCH } from '../db/search-index.ts';
import { searchRow, searchTerms } from '../catalogue/search.ts';
import { firstOf } from '../db/first-of.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { VideoListQuery } from '../../lib/schemas/video.ts';
import type { VideoStatus } from './states.ts';

/**
 * Videos with their texts in the asked locale: each follows the locale's fallback chain, then whatever
 * language the operator wrote it in (a video added with a Japanese title only still has a title). The
 * comment count is the comments a member can see: visible, and not under a hidden or deleted comment.
 */
export function localizedVideos(db: Executor, locale: Locale) {
  return db.selectFrom('videos as v').select((eb) => {
    const text = (column: 'title' | 'description', l?: Locale) => {
      const q = eb.selectFrom('video_texts as t').select(`t.${column}`).whereRef('t.video_id', '=', 'v.id');
      return (l ? q.where('t.locale', '=', l) : q.where(`t.${column}`, 'is not', null).orderBy('t.locale').limit(1)).$asScalar();
    };
    const chain = (column: 'title' | 'description') => firstOf([...textLocales(locale).map((l) => text(column, l)), text(column)]);
    return ['v.id', 'v.poster', 'v.duration_ms', 'v.status', 'v.views', 'v.published_at', chain('title').as('title'), chain('description').as('description'), readableComments(eb).as('comment_count')];
  });
}

/**
 * How many comments of video `v` a member can read: visible comments and visible replies under visible comments
 * (decision 102). The one count every place shows: the video cards and the player's "Comments (N)".
 */
function readableComments(eb: ExpressionBuilder<Database & { v: Database['videos'] }, 'v'>) {
  return eb
    .selectFrom('video_comments as c')
    .select((c) => c.fn.countAll<number>().as('n'))
    .whereRef('c.video_id', '=', 'v.id')
    .where('c.status', '=', 'visible')
    .where((c) => c.or([c('c.parent_id', 'is', null), c.exists(c.selectFrom('video_comments as p').select('p.id').whereRef('p.id', '=', 'c.parent_id').where('p.status', '=', 'visible'))]));
}

/** The readable comments of one video, counted as its card counts them. */
export async function readableCommentCount(db: Executor, videoId: number): Promise<number> {
  const row = await db.selectFrom('videos as v').select((eb) => readableComments(eb).as('n')).where('v.id', '=', videoId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type VideoRow = Awaited<ReturnType<ReturnType<typeof localizedVideos>['executeTakeFirstOrThrow']>>;

export async function videosByIds(db: Executor, locale: Locale, ids: number[]): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  const rows = await localizedVideos(db, locale).where('v.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findVideo(db: Executor, locale: Locale, id: number): Promise<VideoRow | undefined> {
  return localizedVideos(db, locale).where('v.id', '=', id).executeTakeFirst();
}

function publishedMatching(db: Kysely<Database>, dialect: Dialect, keyword: string | undefined) {
  const terms = searchTerms(keyword);
  let q = db.selectFrom('videos as v').where('v.status', '=', 'published');
  if (terms.length) q = q.where((eb) => eb.and(matchesAllTerms(dialect, terms, sql.ref('v.id'), VIDEO_SEARCH)));
  return q;
}

/** One page of published video ids in the asked order, ties broken by id, and how many match in all. */
export async function videoPage(db: Kysely<Database>, dialect: Dialect, q: VideoListQuery): Promise<{ ids: number[]; total: number }> {
  let ordered = publishedMatching(db, dialect, q.keyword).select('v.id');
  ordered = q.sort === 'popular' ? ordered.orderBy('v.views', 'desc').orderBy('v.id', 'desc') : ordered.orderBy('v.published_at', 'desc').orderBy('v.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    publishedMatching(db, dialect, q.keyword).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}

/** The published videos a goods appears in, newest first (at most `limit`). */
export async function publishedVideoIdsOfGoods(db: Executor, goodsId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('video_goods as vg')
    .innerJoin('videos as v', 'v.id', 'vg.video_id')
    .select('v.id')
    .where('vg.goods_id', '=', goodsId)
    .where('v.status', '=', 'published')
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export function videoSources(db: Executor, videoId: number) {
  return db.selectFrom('video_sources').select(['src', 'type', 'width', 'height']).where('video_id', '=', videoId).orderBy('height', 'desc').execute();
}

export async function linkedGoodsIds(db: Executor, videoId: number): Promise<number[]> {
  const rows = await db.selectFrom('video_goods').select('goods_id').where('video_id', '=', videoId).orderBy('sort').orderBy('goods_id').execute();
  return rows.map((r) => r.goods_id);
}

/**
 * Counts a member's view unless one was counted in the last hour. The mark and the count change in one
 * statement pair inside a transaction: the upsert only touches a mark older than an hour, so of parallel
 * views exactly one gets a row back and adds to the count.
 */
export async function countView(db: Kysely<Database>, memberId: number, videoId: number, now: Date, windowMs: number): Promise<boolean> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - windowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('video_views')
      .values({ member_id: memberId, video_id: videoId, counted_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'video_id']).doUpdateSet({ counted_at: at }).where('video_views.counted_at', '<=', before))
      .returning('video_id')
      .executeTakeFirst();
    if (!marked) return false;
    await trx.updateTable('videos').set((eb) => ({ views: eb('views', '+', 1) })).where('id', '=', videoId).execute();
    return true;
  });
}

export async function viewCount(db: Executor, videoId: number): Promise<number> {
  const row = await db.selectFrom('videos').select('views').where('id', '=', videoId).executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** View marks older than `before` can no longer stop a view from counting. */
export async function deleteViewMarksBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('video_views').where('counted_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function videoStatus(db: Executor, videoId: number): Promise<VideoStatus | undefined> {
  const row = await db.selectFrom('videos').select('status').where('id', '=', videoId).executeTakeFirst();
  return row?.status as VideoStatus | undefined;
}

/** Moves a video to `to` if it is in one of `from` at this instant; false when it is not (or does not exist). */
export async function moveVideo(db: Executor, videoId: number, from: readonly VideoStatus[], to: VideoStatus, now: Date): Promise<boolean> {
  const set = { status: to, updated_at: now.toISOString(), ...(to === 'published' ? { published_at: now.toISOString() } : {}) };
  const result = await db.updateTable('videos').set(set).where('id', '=', videoId).where('status', 'in', [...from]).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setVideoPoster(db: Executor, videoId: number, poster: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('videos').set({ poster, updated_at: now.toISOString() }).where('id', '=', videoId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewVideo {
  poster: string;
  durationMs: number;
  status: VideoStatus;
  views?: number;
  publishedAt?: string | null;
  createdAt: string;
}

export async function insertVideo(db: Executor, video: NewVideo): Promise<number> {
  const row = await db
    .insertInto('videos')
    .values({
      poster: video.poster,
      duration_ms: video.durationMs,
      status: video.status,
      views: video.views ?? 0,
      published_at: video.publishedAt ?? null,
      created_at: video.createdAt,
      updated_at: video.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a video's title and description in one locale, then refreshes its search text from every title. */
export async function writeVideoText(db: Executor, videoId: number, locale: string, title: string, description: string | null): Promise<void> {
  await db
    .insertInto('video_texts')
    .values({ video_id: videoId, locale, title, description })
    .onConflict((oc) => oc.columns(['video_id', 'locale']).doUpdateSet({ title, description }))
    .execute();
  const titles = await db.selectFrom('video_texts').select('title').where('video_id', '=', videoId).orderBy('locale').execute();
  const row = searchRow(titles.map((t) => t.title));
  await db
    .insertInto('video_search')
    .values({ video_id: videoId, ...row })
    .onConflict((oc) => oc.column('video_id').doUpdateSet(row))
    .execute();
}

export interface NewSource {
  src: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
}

/** One source per height: a new file of a height the video has replaces the old one. */
export async function writeVideoSource(db: Executor, videoId: number, source: NewSource): Promise<void> {
  const { src, type, width, height, bytes } = source;
  await db
    .insertInto('video_sources')
    .values({ video_id: videoId, src, type, width, height, bytes })
    .onConflict((oc) => oc.columns(['video_id', 'height']).doUpdateSet({ src, type, width, bytes }))
    .execute();
}

/** The goods shown with a video, in the given order, replacing any linked before. */
export async function linkGoods(db: Executor, videoId: number, goodsIds: number[]): Promise<void> {
  await db.deleteFrom('video_goods').where('video_id', '=', videoId).execute();
  if (goodsIds.length === 0) return;
  await db.insertInto('video_goods').values(goodsIds.map((goodsId, sort) => ({ video_id: videoId, goods_id: goodsId, sort }))).execute();
}

/** Every video (or those in one state), newest first, for the operator: status, views and the number of sources. */
export function operatorVideos(db: Executor, locale: Locale, limit: number, q: { status?: VideoStatus; offset?: number } = {}) {
  let query = localizedVideos(db, locale).select((eb) => eb.selectFrom('video_sources as s').select((s) => s.fn.countAll<number>().as('n')).whereRef('s.video_id', '=', 'v.id').as('source_count'));
  if (q.status) query = query.where('v.status', '=', q.status);
  return query.orderBy('v.id', 'desc').limit(limit).offset(q.offset ?? 0).execute();
}

export async function countVideos(db: Executor, status?: VideoStatus): Promise<number> {
  let query = db.selectFrom('videos');
  if (status) query = query.where('status', '=', status);
  return Number((await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}

/** A video's titles and descriptions in every language it has. */
export function videoTexts(db: Executor, videoId: number) {
  return db.selectFrom('video_texts').select(['locale', 'title', 'description']).where('video_id', '=', videoId).orderBy('locale').execute();
}

/** Drops the texts of languages the operator emptied; the search text is refreshed by the next writeVideoText. */
export async function deleteVideoTextsExcept(db: Executor, videoId: number, keep: string[]): Promise<void> {
  await db.deleteFrom('video_texts').where('video_id', '=', videoId).where('locale', 'not in', keep).execute();
}

/** Published videos' ids with their last change, in id order (the sitemaps). */
export function publishedVideoStamps(db: Executor) {
  return db.selectFrom('videos').where('status', '=', 'published').select(['id', 'updated_at']).orderBy('id').execute();
}
