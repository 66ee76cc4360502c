import type { DbPool, Executor } from '../db/schema.ts';

/**
 * Every column that names a member or goods picture, read and written for the variants backfill
 * (picture-backfill.service.ts). Lists are stored as the shop stores them: reviews and feedback comma-joined,
 * goods as a JSON array.
 */
export interface PictureRefs {
  avatars: { id: number; avatar: string }[];
  reviews: { id: number; images: string; follow_up_images: string | null }[];
  feedback: { id: number; image_urls: string }[];
  goods: { id: number; images: string }[];
  skus: { id: number; image: string }[];
}

export async function pictureRefs(db: Executor): Promise<PictureRefs> {
  const [avatars, reviews, feedback, goods, skus] = await Promise.all([
    db.selectFrom('members').select(['id', 'avatar']).where('avatar', 'is not', null).where('avatar', '!=', '').execute(),
    db.selectFrom('reviews').select(['id', 'images', 'follow_up_images']).where((eb) => eb.or([eb('images', '!=', ''), eb('follow_up_images', 'is not', null)])).execute(),
    db.selectFrom('feedback').select(['id', 'image_urls']).where('image_urls', '!=', '').execute(),
    db.selectFrom('goods').select(['id', 'images']).execute(),
    db.selectFrom('skus').select(['id', 'picture as image']).where('picture', 'is not', null).execute(),
  ]);
  return { avatars: avatars as PictureRefs['avatars'], reviews, feedback, goods, skus: skus as PictureRefs['skus'] };
}

/** Writes the changed rows and the uploads' new paths and sizes, all or nothing. */
export async function rewritePictureRefs(db: DbPool, changed: PictureRefs, uploads: { from: string; to: string; bytes: number }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const r of changed.avatars) await trx.updateTable('members').set({ avatar: r.avatar }).where('id', '=', r.id).execute();
    for (const r of changed.reviews) await trx.updateTable('reviews').set({ images: r.images, follow_up_images: r.follow_up_images }).where('id', '=', r.id).execute();
    for (const r of changed.feedback) await trx.updateTable('feedback').set({ image_urls: r.image_urls }).where('id', '=', r.id).execute();
    for (const r of changed.goods) await trx.updateTable('goods').set({ images: r.images }).where('id', '=', r.id).execute();
    for (const r of changed.skus) await trx.updateTable('skus').set({ picture: r.image }).where('id', '=', r.id).execute();
    for (const u of uploads) await trx.updateTable('uploads').set({ path: u.to, bytes: u.bytes }).where('path', '=', u.from).execute();
  });
}
