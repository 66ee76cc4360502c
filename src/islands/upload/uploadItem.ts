import type { MessageKey, MessageParams } from '../../lib/i18n/messages.ts';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '../../lib/schemas/upload.ts';

export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

/** One picture of an upload list, from selection until it is stored (or dropped). */
export interface UploadItem {
  name: string;
  /** 0–100 while uploading; 100 once stored. */
  percentage: number;
  status: UploadStatus;
  size: number;
  raw: File;
  uid: string;
  /** The stored picture's URL once uploaded; a local preview URL before. */
  url: string;
  /** The server's answer: { url } on success, the failure text otherwise. */
  response?: unknown;
}

export interface UploadProblem {
  key: MessageKey;
  params?: MessageParams;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** What is wrong with one chosen file before it is sent; the server checks the bytes again. */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>): UploadProblem | null {
  // Browsers derive the type from the extension and leave it empty when they do not know it.
  if (!UPLOAD_EXTENSIONS.test(file.name) || (file.type !== '' && !IMAGE_TYPES.has(file.type))) {
    return { key: 'upload.badType' };
  }
  if (file.size >= UPLOAD_MAX_BYTES) return { key: 'upload.tooLarge' };
  return null;
}

/** A selection that would pass the limit together with the pictures already listed is refused whole. */
export function checkLimit(selected: number, existing: number, limit: number): UploadProblem | null {
  return selected + existing > limit ? { key: 'upload.limit', params: { count: limit } } : null;
}

let sequence = 0;

export function createItem(file: File): UploadItem {
  sequence += 1;
  return {
    name: file.name,
    percentage: 0,
    status: 'ready',
    size: file.size,
    raw: file,
    uid: `${Date.now().toString(36)}-${sequence}`,
    url: '',
  };
}

/** Progress of a request that has sent `loaded` of `total` bytes; 100 is kept for the server's answer. */
export function progressPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}
