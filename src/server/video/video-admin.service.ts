import { atomically } from '../db/atomic.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import { goodsShelfState } from '../catalogue/goods-lookup.service.ts';
import { isLocale, type Locale } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { videoTextInput } from '../../lib/schemas/video.ts';
import type { Storage } from '../storage/storage.ts';
import { storeMediaBytes, storeMediaFile } from './media-store.ts';
import { Mp4Error, probeMp4File, type Mp4Info } from './mp4.ts';
import { posterImage } from './poster.ts';
import { VIDEO_TRANSITIONS, type VideoAction, type VideoStatus } from './states.ts';
import * as repo from './video.repository.ts';

/**
 * The operator's side of the video section: adding videos and their sources, texts and goods, publishing and
 * taking them down. The operator flows (flows/operator/videos.ts) store files first, then write the rows in
 * their transaction; the seeds and test fixtures add videos through addVideo and addVideoSource.
 */
export type VideoStore = { db: DbPool; media: Storage };

/** The shop's media storage (Services.storage.media); the operator CLI names only the directory, still on the local disk. */
const mediaOf = (store: VideoStore): Storage => store.media;

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

/** A title and description in one language (default zh). */
export interface VideoWords {
  locale?: string;
  title: string;
  description?: string | null;
}

export type CheckedWords = ReturnType<typeof text> & { locale: Locale };

/** Words checked by the shared schema, each in a language the shop has: refused before any file is stored. */
export function checkedWords(words: VideoWords[]): CheckedWords[] {
  return words.map((w) => ({ ...text(w.title, w.description), locale: locale(w.locale) }));
}

/** A new video's poster and file, checked and stored in the media storage before any transaction opens. */
export interface NewVideoFiles {
  poster: string;
  source: repo.NewSource & Mp4Info;
}

export async function storeNewVideo(store: VideoStore, input: { file: string; poster?: string; goodsIds?: number[] }): Promise<NewVideoFiles> {
  const info = await probeVideoFile(input.file);
  await checkGoods(store.db, input.goodsIds ?? []);
  const poster = await storeMediaBytes(mediaOf(store), 'posters', await posterImage(input.poster), 'webp');
  return { poster, source: await storeVideoFile(mediaOf(store), input.file, info) };
}

/** A draft video of stored files with its words and goods, in one transaction (the caller's when it has one). */
export function insertVideo(db: Executor, files: NewVideoFiles, words: CheckedWords[], goodsIds: number[], now = new Date()): Promise<number> {
  return atomically(db, async (trx) => {
    const videoId = await repo.insertVideo(trx, { poster: files.poster, durationMs: files.source.durationMs, status: 'draft', createdAt: now.toISOString() });
    for (const w of words) await repo.writeVideoText(trx, videoId, w.locale, w.title, w.description);
    await repo.writeVideoSource(trx, videoId, files.source);
    await repo.linkGoods(trx, videoId, goodsIds);
    return videoId;
  });
}

export interface AddVideo extends VideoWords {
  file: string;
  poster?: string;
  goodsIds?: number[];
}

/** Adds a video as a draft: the file checked and stored, its poster, text and goods. Members see it once published. */
export async function addVideo(store: VideoStore, input: AddVideo, now = new Date()): Promise<{ id: number; durationMs: number; width: number; height: number }> {
  const words = checkedWords([input]);
  const files = await storeNewVideo(store, input);
  const id = await insertVideo(store.db, files, words, input.goodsIds ?? [], now);
  const { durationMs, width, height } = files.source;
  return { id, durationMs, width, height };
}

async function requireVideo(db: Executor, videoId: number): Promise<VideoStatus> {
  const status = await repo.videoStatus(db, videoId);
  if (!status) throw new NotFoundError('video.notFound');
  return status;
}

/** Another height's file of a video, checked and stored before any transaction opens. */
export async function storeVideoSource(store: VideoStore, videoId: number, file: string) {
  await requireVideo(store.db, videoId);
  return storeVideoFile(mediaOf(store), file);
}

/** The stored file becomes one of the video's heights (e.g. 360p beside 720p), chosen by members in the player. */
export async function attachVideoSource(db: Executor, videoId: number, source: repo.NewSource): Promise<void> {
  await requireVideo(db, videoId);
  await repo.writeVideoSource(db, videoId, source);
}

/** Another height of the same video, stored and attached. */
export async function addVideoSource(store: VideoStore, videoId: number, file: string) {
  const source = await storeVideoSource(store, videoId, file);
  await attachVideoSource(store.db, videoId, source);
  return source;
}

/** A poster made from a picture like a new video's (16:9 WebP) and stored, before any transaction opens. */
export async function storeVideoPoster(store: VideoStore, videoId: number, picture: string): Promise<string> {
  await requireVideo(store.db, videoId);
  return storeMediaBytes(mediaOf(store), 'posters', await posterImage(picture), 'webp');
}

/**
 * The video shows a stored poster from now on. The old file stays in the media storage: files are named by
 * their content, so another video may share it, and a page cached before the change may still name it.
 */
export async function setVideoPoster(db: Executor, videoId: number, poster: string, now = new Date()): Promise<void> {
  if (!(await repo.setVideoPoster(db, videoId, poster, now))) throw new NotFoundError('video.notFound');
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
