import { randomBytes } from 'node:crypto';
import { constants, createWriteStream, type Stats } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { getMimeType } from 'hono/utils/mime';
import { checkKey, checkSpan, isStorageKey, type Storage, type StoredObject } from './storage.ts';

/** The local disk driver, and the file behind a key for tools that read files (the MP4 probe, sharp). */
export interface LocalDiskStorage extends Storage {
  readonly root: string;
  path(key: string): string;
}

/** The disk keeps no metadata: a file's type is its extension's, as static file servers have it. */
const typeOf = (key: string) => getMimeType(key) ?? 'application/octet-stream';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

const described = (key: string, s: Stats): StoredObject => ({ size: s.size, contentType: typeOf(key), lastModified: s.mtime });

/**
 * Objects as files under `root`, a key's segments as folders; served under `urlPrefix` when given. Files are
 * written to a temporary name beside their place and renamed into it, so a reader sees the old file or the
 * whole new one; a failed write leaves nothing. Modes are the process's defaults (a copied file keeps its
 * source's), as the code before this driver had them.
 */
export function localDiskStorage(root: string, { urlPrefix }: { urlPrefix?: string } = {}): LocalDiskStorage {
  const path = (key: string) => join(root, ...checkKey(key).split('/'));

  return {
    root,
    path,

    async put(key, body, { contentType }) {
      const target = path(key);
      // A bucket keeps the type it is given; the disk serves the extension's. They must agree to serve alike.
      if (contentType !== typeOf(key)) throw new Error(`${key} would be served as ${typeOf(key)}, not ${contentType}`);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        if (body instanceof Uint8Array) await writeFile(temp, body, { flag: 'wx' });
        else if ('file' in body) await copyFile(body.file, temp, constants.COPYFILE_EXCL);
        else await pipeline(body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>), createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return described(key, await stat(target));
    },

    async open(key, range) {
      const file = path(key);
      const handle = await open(file, 'r').catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      });
      if (!handle) return undefined;
      try {
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return undefined;
        }
        // The stream closes the file when it ends, fails or is destroyed.
        return { ...described(key, s), body: handle.createReadStream(checkSpan(range, s.size) ?? {}) };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async stat(key) {
      try {
        const s = await stat(path(key));
        return s.isFile() ? described(key, s) : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      await rm(path(key), { force: true });
    },

    // Every file, a write cut short by a crash included (its temporary name is a key too), so a sweep finds it.
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!isStorageKey(key)) continue;
        const s = await stat(join(entry.parentPath, entry.name)).catch(() => undefined);
        if (s) yield { key, ...described(key, s) };
      }
    },

    url(key) {
      if (urlPrefix === undefined) throw new Error(`the storage at ${root} is not served`);
      return `${urlPrefix}/${checkKey(key)}`;
    },
  };
}
