import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, testBucketClient, type TestBucket } from '../../../tests/api/test-bucket.ts';
import { PART_BYTES, s3Client, s3Storage } from './s3.ts';
import { storageContract, text } from './storage-contract.ts';

let bucket: TestBucket;
const scratch = mkdtempSync(join(tmpdir(), 'om-s3-test-'));
writeFileSync(join(scratch, 'copied.mp4'), 'copied');
beforeAll(async () => {
  bucket = await startTestBucket('contract');
});
afterAll(async () => {
  await bucket?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A storage of its own in the one bucket: a fresh prefix per test. */
const fresh = (options: { publicUrl?: string; cacheControl?: string } = {}, client = testBucketClient(bucket)) => s3Storage(client, { bucket: 'contract', prefix: `t-${randomBytes(4).toString('hex')}/media/`, urlPrefix: '/media', ...options });

describe('S3 storage: the Storage contract', () => storageContract(async () => fresh(), { copied: join(scratch, 'copied.mp4'), missing: join(scratch, 'none.mp4') }));

describe('S3 storage', () => {
  it('sends a stream longer than a part as a multipart upload, and keeps its type and caching', async () => {
    const storage = fresh({ cacheControl: 'public, max-age=60' });
    const bytes = randomBytes(PART_BYTES * 2 + 1234);
    // Uneven chunks, as a network gives them.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 70_001) }, (_, i) => bytes.subarray(i * 70_001, (i + 1) * 70_001));
    const put = await storage.put('videos/long.mp4', Readable.from(chunks), { contentType: 'video/mp4' });
    expect(put).toMatchObject({ size: bytes.length, contentType: 'video/mp4' });
    const opened = await storage.open('videos/long.mp4', { start: PART_BYTES - 5, end: PART_BYTES + 4 });
    const chunksBack: Buffer[] = [];
    for await (const c of opened!.body) chunksBack.push(c as Buffer);
    expect(Buffer.concat(chunksBack).equals(bytes.subarray(PART_BYTES - 5, PART_BYTES + 5))).toBe(true);
    const signed = await fetch(await storage.directUrl('videos/long.mp4'), { headers: { range: 'bytes=0-9' } });
    expect(signed.status).toBe(206);
    expect(signed.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Buffer.from(await signed.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
  });

  it('aborts a multipart upload that fails, keeping the old object', async () => {
    const client = testBucketClient(bucket);
    const sent: string[] = [];
    client.middlewareStack.add((next, context) => (args) => (sent.push(context.commandName ?? ''), next(args)), { step: 'initialize' });
    const storage = fresh({}, client);
    await storage.put('v.mp4', Buffer.from('old'), { contentType: 'video/mp4' });
    async function* broken() {
      yield randomBytes(PART_BYTES * 2 + 1);
      throw new Error('connection reset');
    }
    await expect(storage.put('v.mp4', Readable.from(broken()), { contentType: 'video/mp4' })).rejects.toThrow('connection reset');
    expect(await text(await storage.open('v.mp4'))).toBe('old');
    expect(sent.filter((c) => c.includes('Multipart') || c === 'UploadPartCommand')).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'AbortMultipartUploadCommand']);
  });

  it('gives a signed address that expires, or the public one when the bucket has it', async () => {
    const storage = fresh();
    await storage.put('p.webp', Buffer.from('picture'), { contentType: 'image/webp' });
    const signed = new URL(await storage.directUrl('p.webp'));
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(await (await fetch(signed)).text()).toBe('picture');
    // One address all through a five-minute window, a new one in the next: browsers cache the bytes meanwhile.
    const at = (ms: number) => s3Storage(testBucketClient(bucket), { bucket: 'contract', prefix: 'w/', now: () => ms }).directUrl('p.webp');
    const start = Date.UTC(2026, 10, 27, 12, 0, 0);
    expect(await at(start + 1000)).toBe(await at(start + 299_000));
    expect(await at(start + 301_000)).not.toBe(await at(start + 299_000));
    expect(new URL(await at(start + 299_000)).searchParams.get('X-Amz-Date')).toBe('20261127T120000Z');
    const cdn = fresh({ publicUrl: 'https://cdn.example.com/shop/media' });
    expect(await cdn.directUrl('videos/a.mp4')).toBe('https://cdn.example.com/shop/media/videos/a.mp4');
    await expect(cdn.directUrl('../a.mp4')).rejects.toThrow('not a storage key');
  });

  it('says what went wrong when the bucket cannot be reached', async () => {
    const storage = s3Storage(s3Client({ ...bucket.config, endpoint: 'http://127.0.0.1:9' }), { bucket: 'contract', prefix: 'x/' });
    await expect(storage.stat('a.mp4')).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
