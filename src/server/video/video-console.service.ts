import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { NotFoundError, StateChangedError } from '../errors.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import type { VideoInput } from '../../lib/schemas/admin-video.ts';
import type { VideoStatus } from './states.ts';
import { setVideoGoods, setVideoText } from './video-admin.service.ts';
import * as repo from './video.repository.ts';
import { raiseVideoVersion, videoVersion } from './video-console.repository.ts';

/**
 * The console's view of videos, over the same operator service the CLI uses (video-admin.service.ts): a
 * page of videos, one video with every language's words, and a write of all its words and goods at once.
 */

export async function videoConsolePage(db: Executor, locale: Locale, q: { status?: VideoStatus; page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    repo.operatorVideos(db, locale, q.pageSize, { status: q.status, offset: (q.page - 1) * q.pageSize }),
    repo.countVideos(db, q.status),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    title: r.title ?? '',
    poster: r.poster,
    status: r.status as VideoStatus,
    views: Number(r.views),
    comments: Number(r.comment_count ?? 0),
    duration: Math.round(r.duration_ms / 1000),
    sources: Number(r.source_count ?? 0),
    publishedAt: r.published_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** One video as the console edits it: words per language, goods in order, its poster and sources. */
export async function videoForEdit(db: Executor, id: number) {
  const [row, texts, goodsIds, sources, version] = await Promise.all([repo.findVideo(db, 'zh', id), repo.videoTexts(db, id), repo.linkedGoodsIds(db, id), repo.videoSources(db, id), videoVersion(db, id)]);
  if (!row || version === undefined) throw new NotFoundError('video.notFound');
  return {
    id,
    status: row.status as VideoStatus,
    poster: row.poster,
    duration: Math.round(row.duration_ms / 1000),
    texts: Object.fromEntries(texts.map((t) => [t.locale, { title: t.title, description: t.description ?? '' }])),
    goodsIds,
    sources: sources.map((s) => ({ src: s.src, width: s.width, height: s.height })),
    /** Sent back by a save, which is refused if the video's words or goods changed since (decision 061). */
    version,
  };
}

/** The form's words, one entry per language given a title (the others are left out). */
export const videoWords = (input: VideoInput) => LOCALES.flatMap((l) => (input.texts[l]?.title ? [{ locale: l, ...input.texts[l] }] : []));

/**
 * Replaces a video's words (languages left empty are dropped) and goods in one transaction, if the video is
 * still at `version`, the one the form loaded; otherwise (or without one) the operator is told to reload.
 */
export async function updateVideo(db: Executor, id: number, input: VideoInput, version: number | undefined, now = new Date()): Promise<void> {
  const texts = videoWords(input);
  if (version === undefined) throw new StateChangedError('admin.changed');
  await atomically(db, async (trx) => {
    if (!(await raiseVideoVersion(trx, id, version, now))) throw new StateChangedError('admin.changed');
    await setVideoGoods(trx, id, input.goodsIds);
    await repo.deleteVideoTextsExcept(trx, id, texts.map((t) => t.locale));
    for (const t of texts) await setVideoText(trx, id, t.locale, t.title, t.description);
  });
}
