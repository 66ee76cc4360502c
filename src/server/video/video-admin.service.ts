import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import { goodsShelfState } from '../catalogue/goods-lookup.service.ts';
import { isLocale, type Locale } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { videoTextInput } from '../../lib/schemas/video.ts';
import { mediaStorage } from '../storage/shop-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { storeMediaBytes, storeMediaFile } from './media-store.ts';
import { Mp4Error, probeMp4File, type Mp4Info } from './mp4.ts';
import { posterImage } from './poster.ts';
import { VIDEO_TRANSITIONS, type VideoAction, type VideoStatus } from './states.ts';
import * as repo from './video.repository.ts';

/**
 * The operator's side of the video section: adding videos and their sources, texts and goods, publishing and
 * taking them down. The operator CLI calls these today and the operator console will; the seed uses them too.
 */
export type VideoStore = { db: DbPool } & ({ media: Storage } | { mediaDir: string });

/** The shop's media storage (Services.storage.media); the operator CLI names only the directory, still on the local disk. */
const mediaOf = (store: VideoStore): Storage => ('media' in store ? store.media : mediaStorage(store.mediaDir));

/** Checks a file is an MP4 the shop can stream, by its content; the reason it is not, translated. */
export async function probeVideoFile(path: string): Promise<Mp4Info & { bytes: number }> {
  try {
    return await probeMp4File(path);
  } catch (err) {
    if (err instanceof Mp4Error) throw new DomainError(`video.file.${err.problem}`);
    throw new DomainError('video.file.unreadable');
  }
}

/** Checks an MP4 and copies it into the media storage: done before any transaction, so no write lock waits on the copy. */
export async function storeVideoFile(media: Storage, path: string, probed?: Mp4Info): Promise<repo.NewSource & Mp4Info> {
  const info = probed ?? (await probeVideoFile(path));
  const { url, bytes } = await storeMediaFile(media, 'videos', path, 'mp4');
  return { ...info, src: url, type: 'video/mp4', bytes };
}

function text(title: string, description?: string | null) {
  const parsed = videoTextInput.safeParse({ title, description: description ?? undefined });
  if (!parsed.success) throw new DomainError((parsed.error.issues[0]?.message ?? 'error.invalidParam') as MessageKey);
  return parsed.data;
}

function locale(value: string | undefined): Locale {
  if (value === undefined) return 'zh';
  if (!isLocale(value)) throw new DomainError('video.locale.unknown', { locale: value });
  return value;
}

async function checkGoods(db: Executor, goodsIds: number[]): Promise<void> {
  for (const id of goodsIds) {
    if ((await goodsShelfState(db, id)) === undefined) throw new DomainError('video.goods.notFound', { id });
  }
}

export interface AddVideo {
  file: string;
  title: string;
  description?: string | null;
  /** The language of the title and description (default zh); other languages fall back to it. */
  locale?: string;
  poster?: string;
  goodsIds?: number[];
}

/** Adds a video as a draft: the file checked and stored, its poster, text and goods. Members see it once published. */
export async function addVideo(store: VideoStore, input: AddVideo, now = new Date()): Promise<{ id: number; durationMs: number; width: number; height: number }> {
  const words = text(input.title, input.description);
  const lang = locale(input.locale);
  const info = await probeVideoFile(input.file);
  await checkGoods(store.db, input.goodsIds ?? []);
  const poster = await storeMediaBytes(mediaOf(store), 'posters', await posterImage(input.poster), 'webp');
  const source = await storeVideoFile(mediaOf(store), input.file, info);
  const id = await store.db.transaction().execute(async (trx) => {
    const videoId = await repo.insertVideo(trx, { poster, durationMs: info.durationMs, status: 'draft', createdAt: now.toISOString() });
    await repo.writeVideoText(trx, videoId, lang, words.title, words.description);
    await repo.writeVideoSource(trx, videoId, source);
    await repo.linkGoods(trx, videoId, input.goodsIds ?? []);
    return videoId;
  });
  return { id, durationMs: info.durationMs, width: info.width, height: info.height };
}

async function requireVideo(db: Executor, videoId: number): Promise<VideoStatus> {
  const status = await repo.videoStatus(db, videoId);
  if (!status) throw new NotFoundError('video.notFound');
  return status;
}

/** Another height of the same video (e.g. 360p beside 720p), chosen by members in the player. */
export async function addVideoSource(store: VideoStore, videoId: number, file: string) {
  await requireVideo(store.db, videoId);
  const source = await storeVideoFile(mediaOf(store), file);
  await repo.writeVideoSource(store.db, videoId, source);
  return source;
}

/**
 * A new poster for a video, made like a new video's (16:9 WebP). The old file stays in the media storage:
 * files are named by their content, so another video may share it, and a page cached before the change
 * may still name it.
 */
export async function replaceVideoPoster(store: VideoStore, videoId: number, picture: string, now = new Date()): Promise<string> {
  await requireVideo(store.db, videoId);
  const poster = await storeMediaBytes(mediaOf(store), 'posters', await posterImage(picture), 'webp');
  if (!(await repo.setVideoPoster(store.db, videoId, poster, now))) throw new NotFoundError('video.notFound');
  return poster;
}

/** The title and description in one more language (or new words for one it has). */
export async function setVideoText(db: Executor, videoId: number, lang: string, title: string, description?: string | null): Promise<void> {
  const words = text(title, description);
  const l = locale(lang);
  await requireVideo(db, videoId);
  await repo.writeVideoText(db, videoId, l, words.title, words.description);
}

/** The goods shown under the video, in this order (none: no goods). */
export async function setVideoGoods(db: Executor, videoId: number, goodsIds: number[]): Promise<void> {
  await requireVideo(db, videoId);
  await checkGoods(db, goodsIds);
  await repo.linkGoods(db, videoId, goodsIds);
}

async function move(db: Executor, videoId: number, action: VideoAction, now: Date): Promise<void> {
  const { from, to } = VIDEO_TRANSITIONS[action];
  if (await repo.moveVideo(db, videoId, from, to, now)) return;
  await requireVideo(db, videoId);
  throw new StateChangedError('video.stateChanged');
}

export function publishVideo(db: Executor, videoId: number, now = new Date()): Promise<void> {
  return move(db, videoId, 'publish', now);
}

export function unpublishVideo(db: Executor, videoId: number, now = new Date()): Promise<void> {
  return move(db, videoId, 'unpublish', now);
}

/** Every video for the operator, newest first, in English where it has English words. */
export async function operatorVideos(db: Executor, limit = 100) {
  const rows = await repo.operatorVideos(db, 'en', limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title ?? '',
    status: r.status as VideoStatus,
    views: Number(r.views),
    durationMs: r.duration_ms,
    sources: Number(r.source_count ?? 0),
    publishedAt: r.published_at,
  }));
}
