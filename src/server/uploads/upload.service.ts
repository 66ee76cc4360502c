import { randomUUID } from 'node:crypto';
import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { enforce } from '../security/rate-limit.ts';
import type { Storage } from '../storage/storage.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../lib/schemas/upload.ts';
import { sizedName } from '../../lib/images.ts';
import { imageSize, sniffImage } from './image.ts';
import { deleteVariants, makeVariants, storeVariants, type VariantSet } from './variants.ts';
import { UPLOADS_PATH } from '../storage/shop-storage.ts';
import { lockMember } from '../member/member-records.service.ts';
import { deleteUpload, insertUpload, ownedPaths, usedBytes } from './upload.repository.ts';

export interface UploadDeps {
  db: DbPool;
  /** Where member pictures are kept and served from (/uploads). */
  storage: Storage;
  quotaBytes: number;
  perHour: number;
}

/**
 * Checks one member image and stores it in every size pages show it at (uploads/variants.ts); returns the URL of
 * its full-size JPEG, from which pages name the smaller ones (lib/images.ts).
 */
export async function storeImage(deps: UploadDeps, memberId: number, file: File): Promise<{ url: string }> {
  await enforce(deps.db, `upload:member:${memberId}`, { max: deps.perHour, windowMs: 3_600_000 });
  if (file.size >= UPLOAD_MAX_BYTES) throw new DomainError('upload.tooLarge');
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new DomainError('upload.badType');
  const size = await imageSize(bytes);
  if (!size) throw new DomainError('upload.badType');
  if (size.width * size.height > UPLOAD_MAX_PIXELS) throw new DomainError('upload.tooManyPixels');

  let set: VariantSet;
  try {
    set = await makeVariants(bytes, { crops: true, maxPixels: UPLOAD_MAX_PIXELS });
  } catch {
    throw new DomainError('upload.badType');
  }

  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const id = `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  const path = deps.storage.url(sizedName(id, set.width, set.height));
  const bytesStored = set.variants.reduce((n, v) => n + v.bytes.length, 0);
  const row = { memberId, path, bytes: bytesStored, width: set.width, height: set.height };
  // The row reserves the bytes: checked and written under the member's lock, so parallel uploads cannot
  // all fit in the same remaining space. Files that then fail to be written give the space back.
  await deps.db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    if ((await usedBytes(trx, memberId)) + bytesStored > deps.quotaBytes) throw new DomainError('upload.quotaExceeded');
    await insertUpload(trx, row, now);
  });
  try {
    await storeVariants(deps.storage, id, set);
  } catch (err) {
    await deleteUpload(deps.db, path);
    throw err;
  }
  return { url: path };
}

/** Whether every URL names an upload of this member: members attach only their own pictures. */
export async function ownsUploads(db: Executor, memberId: number, urls: string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  return new Set(await ownedPaths(db, memberId, urls)).size === new Set(urls).size;
}

/** Deletes every file of member pictures whose records are gone (a deleted account's avatar and pictures). */
export async function deletePictureFiles(storage: Storage, urls: string[]): Promise<void> {
  for (const url of urls) await deleteVariants(storage, url, UPLOADS_PATH, { crops: true });
}
