import { isDeepStrictEqual } from 'node:util';
import type { DbPool } from '../../db/schema.ts';
import { VIDEO_TRANSITIONS, type VideoAction } from '../../video/states.ts';
import * as videos from '../../video/video-admin.service.ts';
import { updateVideo, videoForEdit } from '../../video/video-console.service.ts';
import type { VideoInput } from '../../../lib/schemas/admin-video.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { orUnchanged, unchanged } from './unchanged.ts';
import { purgeGoodsPages } from './shop-pages.ts';

/**
 * Videos from the console (`/api/admin/videos`) and the terminal (`npm run ops -- video:*`). Files are checked
 * and copied into the media storage before the transaction opens; the rows and the audit entry commit together.
 * A file stored for a change that is then refused stays unused: media files are named by their content.
 */

/**
 * Goods pages show the published videos their goods appear in (poster and title): a change to a video's state,
 * words, poster or goods drops them once committed. A video may name any goods, before and after, so all go.
 */
async function thenPurgeGoodsPages<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  purgeGoodsPages();
  return result;
}

type ConsoleVideo = Awaited<ReturnType<typeof videoForEdit>>;

export interface NewVideo {
  /** The MP4 on the server's disk (a console upload or the operator's file). */
  file: string;
  poster?: string;
  /** Title and description per language; the first is written like the others, languages without one fall back. */
  texts: videos.VideoWords[];
  goodsIds: number[];
}

/** Adds a draft video; answers it as the console edits it, with the file's size and length. */
export async function create(store: videos.VideoStore, actor: OperatorActor, input: NewVideo) {
  const words = videos.checkedWords(input.texts);
  const files = await videos.storeNewVideo(store, input);
  return operatorAction(store.db, actor, async (trx) => {
    const id = await videos.insertVideo(trx, files, words, input.goodsIds);
    const video = await videoForEdit(trx, id);
    const { width, height, durationMs } = files.source;
    return { entry: { action: 'video.create', target: String(id), detail: video.sources.map((s) => `${s.width}x${s.height}`).join(','), after: video }, result: { video, width, height, durationMs } };
  });
}

/**
 * Replaces a video's words and goods (only at the version the form loaded) and, with `picture`, its poster;
 * recorded with the words, goods and poster before and after. A save that changes none of them leaves no trace.
 */
export async function update(store: videos.VideoStore, actor: OperatorActor, { id, input, version, picture }: { id: number; input: VideoInput; version: number | undefined; picture?: string }): Promise<ConsoleVideo> {
  const poster = picture === undefined ? undefined : await videos.storeVideoPoster(store, id, picture);
  return thenPurgeGoodsPages(orUnchanged(() => operatorAction(store.db, actor, async (trx) => {
    const before = await videoForEdit(trx, id);
    await updateVideo(trx, id, input, version);
    if (poster) await videos.setVideoPoster(trx, id, poster);
    const after = await videoForEdit(trx, id);
    const seen = (v: ConsoleVideo) => ({ texts: v.texts, goodsIds: v.goodsIds, poster: v.poster });
    // A form saved as it was opened changes nothing: not the version, not the audit log.
    if (isDeepStrictEqual(seen(before), seen(after))) unchanged(before);
    return { entry: { action: 'video.update', target: String(id), before: seen(before), after: seen(after) }, result: after };
  })));
}

function move(db: DbPool, actor: OperatorActor, action: VideoAction, id: number) {
  const { from, to } = VIDEO_TRANSITIONS[action];
  return thenPurgeGoodsPages(operatorAction(db, actor, async (trx) => {
    await (action === 'publish' ? videos.publishVideo : videos.unpublishVideo)(trx, id);
    return { entry: { action: `video.${action}`, target: String(id), detail: `${from.join('|')} → ${to}`, before: { status: from[0] }, after: { status: to } }, result: { id, status: to } };
  }));
}

/** Shows a draft video to members. */
export const publish = (db: DbPool, actor: OperatorActor, { id }: { id: number }) => move(db, actor, 'publish', id);
/** Takes a video down; its comments, views and collections are kept. */
export const unpublish = (db: DbPool, actor: OperatorActor, { id }: { id: number }) => move(db, actor, 'unpublish', id);

/** Another height of a video (one per height; the same height is replaced). */
export async function addSource(store: videos.VideoStore, actor: OperatorActor, { id, file }: { id: number; file: string }) {
  const source = await videos.storeVideoSource(store, id, file);
  return operatorAction(store.db, actor, async (trx) => {
    await videos.attachVideoSource(trx, id, source);
    return { entry: { action: 'video.source', target: String(id), detail: `${file} ${source.width}x${source.height}` }, result: source };
  });
}

/** A new poster made from a picture (16:9 WebP); answers its address. */
export async function setPoster(store: videos.VideoStore, actor: OperatorActor, { id, picture }: { id: number; picture: string }) {
  const poster = await videos.storeVideoPoster(store, id, picture);
  return thenPurgeGoodsPages(operatorAction(store.db, actor, async (trx) => {
    await videos.setVideoPoster(trx, id, poster);
    return { entry: { action: 'video.poster', target: String(id), detail: poster }, result: poster };
  }));
}

/** The title and description in one language. */
export function setText(db: DbPool, actor: OperatorActor, { id, locale, title, description }: { id: number; locale: string; title: string; description?: string | null }) {
  return thenPurgeGoodsPages(operatorAction(db, actor, async (trx) => {
    await videos.setVideoText(trx, id, locale, title, description);
    return { entry: { action: 'video.text', target: String(id), detail: `${locale}: ${title}` }, result: undefined };
  }));
}

/** The goods shown under a video, in this order (none: no goods). */
export function setGoods(db: DbPool, actor: OperatorActor, { id, goodsIds }: { id: number; goodsIds: number[] }) {
  return thenPurgeGoodsPages(operatorAction(db, actor, async (trx) => {
    await videos.setVideoGoods(trx, id, goodsIds);
    return { entry: { action: 'video.goods', target: String(id), detail: goodsIds.join(',') || 'none' }, result: undefined };
  }));
}
