import { sizedPicture } from '../../lib/images.ts';
import { UPLOAD_MAX_PIXELS } from '../../lib/schemas/upload.ts';
import { recordAction } from '../audit/audit.service.ts';
import type { DbPool } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { makeVariants, storeVariants } from './variants.ts';
import { pictureRefs, rewritePictureRefs, type PictureRefs } from './picture-refs.repository.ts';

export interface BackfillResult {
  made: number;
  missing: string[];
  rowsChanged: number;
}

const OLD_UPLOAD = /^\/uploads\/(\d{4}\/\d{2}\/[0-9a-f-]{36})\.(jpg|png)$/;
const OLD_GOODS = /^\/media\/(goods\/[\w-]+)\.webp$/;

const splitList = (s: string | null) => (s ? s.split(',') : []);

/**
 * Gives pictures stored before variants existed their sizes (`npm run ops -- images:variants`): each member
 * upload and goods picture a page names is read once from its storage, made into every size (variants.ts)
 * beside the old file, and every row that names it is rewritten to the new name in one transaction. Old files
 * stay, so pages cached with the old names keep working. Running it again finds nothing left to do.
 */
export async function backfillPictures(deps: { db: DbPool; uploads: Storage; media: Storage }, options: { dryRun?: boolean; log?: (line: string) => void } = {}): Promise<BackfillResult> {
  const log = options.log ?? (() => {});
  const refs = await pictureRefs(deps.db);
  const all = new Set([
    ...refs.avatars.map((r) => r.avatar),
    ...refs.reviews.flatMap((r) => [...splitList(r.images), ...splitList(r.follow_up_images)]),
    ...refs.feedback.flatMap((r) => splitList(r.image_urls)),
    ...refs.goods.flatMap((r) => JSON.parse(r.images) as string[]),
    ...refs.skus.map((r) => r.image),
  ]);
  const todo = [...all].filter((url) => !sizedPicture(url) && (OLD_UPLOAD.test(url) || OLD_GOODS.test(url)));
  const renamed = new Map<string, string>();
  const uploads: { from: string; to: string; bytes: number }[] = [];
  const missing: string[] = [];
  for (const url of todo) {
    const upload = OLD_UPLOAD.exec(url);
    const storage = upload ? deps.uploads : deps.media;
    const id = upload ? upload[1]! : OLD_GOODS.exec(url)![1]!;
    const key = upload ? `${id}.${upload[2]}` : `${id}.webp`;
    const opened = await storage.open(key);
    if (!opened) {
      missing.push(url);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    if (options.dryRun) {
      log(`would make the sizes of ${url}`);
      continue;
    }
    const set = await makeVariants(Buffer.concat(chunks), { crops: Boolean(upload), social: !upload, maxPixels: UPLOAD_MAX_PIXELS });
    const to = await storeVariants(storage, id, set);
    renamed.set(url, to);
    if (upload) uploads.push({ from: url, to, bytes: set.variants.reduce((n, v) => n + v.bytes.length, 0) });
    log(`${url} -> ${to}`);
  }
  const changed = changedRows(refs, (url) => renamed.get(url) ?? url);
  const rowsChanged = Object.values(changed).reduce((n, rows) => n + rows.length, 0);
  if (!options.dryRun && renamed.size > 0) {
    await rewritePictureRefs(deps.db, changed, uploads);
    await recordAction(deps.db, { actor: 'operator', action: 'images.variants', detail: `${renamed.size} pictures given their sizes, ${rowsChanged} rows renamed` });
  }
  return { made: renamed.size, missing, rowsChanged };
}

/** The rows whose pictures have new names, with the names replaced. */
function changedRows(refs: PictureRefs, rename: (url: string) => string): PictureRefs {
  const list = (s: string) => splitList(s).map(rename).join(',');
  return {
    avatars: refs.avatars.map((r) => ({ ...r, avatar: rename(r.avatar) })).filter((r, i) => r.avatar !== refs.avatars[i]!.avatar),
    reviews: refs.reviews
      .map((r) => ({ ...r, images: list(r.images), follow_up_images: r.follow_up_images === null ? null : list(r.follow_up_images) }))
      .filter((r, i) => r.images !== refs.reviews[i]!.images || r.follow_up_images !== refs.reviews[i]!.follow_up_images),
    feedback: refs.feedback.map((r) => ({ ...r, image_urls: list(r.image_urls) })).filter((r, i) => r.image_urls !== refs.feedback[i]!.image_urls),
    goods: refs.goods.map((r) => ({ ...r, images: JSON.stringify((JSON.parse(r.images) as string[]).map(rename)) })).filter((r, i) => r.images !== refs.goods[i]!.images),
    skus: refs.skus.map((r) => ({ ...r, image: rename(r.image) })).filter((r, i) => r.image !== refs.skus[i]!.image),
  };
}

