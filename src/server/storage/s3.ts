import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { getMimeType } from 'hono/utils/mime';
import type { S3Config } from './s3-config.ts';
import { checkKey, checkSpan, isStorageKey, type Storage, type StoredObject } from './storage.ts';

/** A storage in a bucket: besides the Storage calls, an address a client can fetch an object's bytes from itself. */
export interface BucketStorage extends Storage {
  directUrl(key: string): Promise<string>;
}

export interface S3StorageOptions {
  bucket: string;
  /** Where this storage's objects start inside the bucket: '' or ending in '/' (`shop/media/`). */
  prefix: string;
  /** The path the shop serves the storage under (`/media`): url(key) gives `<urlPrefix>/<key>`, as on the disk. */
  urlPrefix?: string;
  /** The public address of `prefix` (a CDN in front of the bucket); directUrl is then `<publicUrl>/<key>`. */
  publicUrl?: string;
  /** Stored with each object, so the bucket answers with the caching the shop's own routes give. */
  cacheControl?: string;
  /** How long a signed address stays good at least (at most twice that). */
  signedSeconds?: number;
  now?: () => number;
}

/** Bodies larger than this are sent in parts of this size; at most two parts are held in memory at once. */
export const PART_BYTES = 8 * 1024 * 1024;
/** The largest object a single PutObject may write. */
const MAX_SINGLE_PUT = 5 * 1024 ** 3;

/**
 * A client for the bucket of `config`. Checksums are sent only where S3 requires them: the SDK's default
 * (a trailing CRC of every upload, in aws-chunked encoding) is not understood by every S3-compatible service.
 */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Types as the disk gives them, for objects the listing names without their metadata. */
const typeOf = (key: string) => getMimeType(key) ?? 'application/octet-stream';

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/** The stream's bytes in parts of PART_BYTES (the last one shorter, or empty for an empty stream). */
async function* parts(source: Readable): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    held.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    while (length >= PART_BYTES) {
      const all = Buffer.concat(held);
      yield all.subarray(0, PART_BYTES);
      held = [all.subarray(PART_BYTES)];
      length -= PART_BYTES;
    }
  }
  if (length > 0 || held.length === 0) yield Buffer.concat(held);
}

/**
 * Objects in `bucket` under `prefix`, a key being the rest of the object's name. A PutObject or a completed
 * multipart upload appears whole or not at all, as the disk's rename does; a failed multipart upload is aborted.
 */
export function s3Storage(client: S3Client, options: S3StorageOptions): BucketStorage {
  const { bucket, prefix, urlPrefix, publicUrl, cacheControl, signedSeconds = 300, now = Date.now } = options;
  const name = (key: string) => `${prefix}${checkKey(key)}`;

  const head = async (key: string): Promise<StoredObject | undefined> => {
    try {
      const h = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name(key) }));
      return { size: h.ContentLength ?? 0, contentType: h.ContentType ?? typeOf(key), lastModified: h.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  };

  /** Sends a stream of unknown length: one PutObject when it fits in a part, else a multipart upload. */
  async function putStream(key: string, source: Readable, contentType: string): Promise<void> {
    const it = parts(source);
    const first = (await it.next()).value!;
    const second = await it.next();
    const fields = { Bucket: bucket, Key: name(key), ContentType: contentType, CacheControl: cacheControl };
    if (second.done) {
      await client.send(new PutObjectCommand({ ...fields, Body: first }));
      return;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand(fields));
    const done: CompletedPart[] = [];
    try {
      const send = async (body: Buffer) => {
        const PartNumber = done.length + 1;
        const { ETag } = await client.send(new UploadPartCommand({ Bucket: bucket, Key: fields.Key, UploadId, PartNumber, Body: body }));
        done.push({ ETag, PartNumber });
      };
      await send(first);
      await send(second.value);
      for await (const part of it) await send(part);
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: fields.Key, UploadId, MultipartUpload: { Parts: done } }));
    } catch (err) {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: fields.Key, UploadId })).catch(() => {});
      throw err;
    }
  }

  return {
    async put(key, body, { contentType }) {
      const Key = name(key);
      const fields = { Bucket: bucket, Key, ContentType: contentType, CacheControl: cacheControl };
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ ...fields, Body: body }));
      } else if ('file' in body) {
        // A file's size is known: streamed in one request, never held in memory.
        const { size } = await statFile(body.file);
        if (size <= MAX_SINGLE_PUT) await client.send(new PutObjectCommand({ ...fields, Body: createReadStream(body.file), ContentLength: size }));
        else await putStream(key, createReadStream(body.file), contentType);
      } else {
        await putStream(key, body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>), contentType);
      }
      const stored = await head(key);
      if (!stored) throw new Error(`${Key} is not in bucket ${bucket} right after it was written`);
      return stored;
    },

    async open(key, range) {
      const Key = name(key);
      if (range) checkSpan(range, Number.MAX_SAFE_INTEGER);
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }));
        const body = got.Body as Readable;
        // A bucket shortens a range running past the end; the Storage contract refuses it, as the disk does.
        const size = range ? Number(/\/(\d+)$/.exec(got.ContentRange ?? '')?.[1] ?? Number.NaN) : (got.ContentLength ?? 0);
        if (range && !(range.end < size)) {
          body.destroy();
          throw new RangeError(`bytes ${range.start}-${range.end} are not within an object of ${size} bytes`);
        }
        return { size, contentType: got.ContentType ?? typeOf(key), lastModified: got.LastModified ?? new Date(0), body };
      } catch (err) {
        if (isMissing(err)) return undefined;
        if (range && statusOf(err) === 416) throw new RangeError(`bytes ${range.start}-${range.end} are not within ${key}`, { cause: err });
        throw err;
      }
    },

    stat: head,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name(key) }));
    },

    // The listing carries no types: each is the extension's, which is what the shop stores under every key.
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(prefix.length);
          if (isStorageKey(key)) yield { key, size: object.Size ?? 0, contentType: typeOf(key), lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    url(key) {
      if (urlPrefix === undefined) throw new Error(`the storage at s3://${bucket}/${prefix} is not served`);
      return `${urlPrefix}/${checkKey(key)}`;
    },

    async directUrl(key) {
      const Key = name(key);
      if (publicUrl !== undefined) return `${publicUrl}/${key}`;
      // Signed as of the start of the current window and good for two: the same address all through a window, so a
      // browser's cache of the bytes (a year for media) is not defeated by a new signature on every page view.
      const window = signedSeconds * 1000;
      const signingDate = new Date(Math.floor(now() / window) * window);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key }), { expiresIn: 2 * signedSeconds, signingDate });
    },
  };
}
