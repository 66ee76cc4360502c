import { z } from './zod.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { adminListQuery } from './admin.ts';
import { idField } from './common.ts';
import { VIDEO_DESCRIPTION_MAX, VIDEO_STATUSES, VIDEO_TITLE_MAX } from './video.ts';

/**
 * A video as the console edits it: a title and description per language (at least one title; other languages
 * fall back to English, then Chinese, on the shop) and the goods shown under it. A new video also names its
 * uploaded MP4 and, optionally, its poster, each sent first to /api/admin/videos/upload/<kind>.
 */

/** MP4 files the console takes; the shop streams them, so they should be made for the web (see README). */
export const VIDEO_UPLOAD_MAX_BYTES = 512 * 1024 * 1024;
export const VIDEO_UPLOAD_KINDS = ['video', 'poster'] as const;
export type VideoUploadKind = (typeof VIDEO_UPLOAD_KINDS)[number];
export const uploadKey = z.string('admin.video.uploadGone').regex(/^[0-9a-f]{32}$/, 'admin.video.uploadGone');

// Forms send an emptied field as null: an empty text is '' whichever way it arrives.
const words = (max: number, tooLong: 'video.title.tooLong' | 'video.description.tooLong') =>
  z.preprocess((v) => v ?? '', z.string().trim().max(max, tooLong));
export const videoTextSchema = z.object({ title: words(VIDEO_TITLE_MAX, 'video.title.tooLong'), description: words(VIDEO_DESCRIPTION_MAX, 'video.description.tooLong') });
const textsShape = Object.fromEntries(LOCALES.map((l) => [l, videoTextSchema.optional()])) as Record<Locale, z.ZodOptional<typeof videoTextSchema>>;

export const videoInputSchema = z
  .object({
    texts: z.preprocess((v) => v ?? {}, z.object(textsShape)),
    goodsIds: z.preprocess((v) => v ?? [], z.array(idField('admin.validation.goods'), 'admin.validation.goods').max(20, 'admin.validation.goods')),
  })
  .superRefine((v, ctx) => {
    for (const l of LOCALES) {
      const t = v.texts[l];
      if (t && !t.title && t.description) ctx.addIssue({ code: 'custom', path: ['texts', l, 'title'], message: 'video.title.required' });
    }
    if (!LOCALES.some((l) => v.texts[l]?.title)) ctx.addIssue({ code: 'custom', path: ['texts', 'zh', 'title'], message: 'video.title.required' });
  });
export type VideoInput = z.infer<typeof videoInputSchema>;

/** An upload key the form may leave empty (null or ''). */
const optionalUpload = z.preprocess((v) => v || undefined, uploadKey.optional());

/** A new video needs its file: none chosen is said as such, a key the server no longer has as uploadGone. */
const videoFile = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'admin.video.fileRequired' : 'admin.video.uploadGone') })
  .min(1, { error: 'admin.video.fileRequired', abort: true })
  .pipe(uploadKey);
export const videoCreateSchema = z.intersection(videoInputSchema, z.object({ video: videoFile, poster: optionalUpload }));
export type VideoCreate = z.infer<typeof videoCreateSchema>;

/** Saving an existing video may also replace its poster with a new upload (`poster` is the current URL). */
export const videoUpdateSchema = z.intersection(videoInputSchema, z.object({ newPoster: optionalUpload }));

export const adminVideoQuery = adminListQuery.extend({ status: z.enum(VIDEO_STATUSES).optional().catch(undefined) });
