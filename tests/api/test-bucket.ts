import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { s3Client } from '../../src/server/storage/s3.ts';
import type { S3Config } from '../../src/server/storage/s3-config.ts';

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;

export interface TestBucket {
  /** The variables that put a shop's files in the bucket, under `prefix`. */
  env: Record<string, string>;
  config: S3Config;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free port with its files in a temporary directory, holding one empty
 * bucket. s3rver wants bucket names of 3 characters or more.
 */
export async function startTestBucket(bucket = 'orchid-test', prefix = 'shop'): Promise<TestBucket> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'om-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any key pair that signs consistently.
  const env = { STORAGE_URL: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const config: S3Config = { bucket, prefix: prefix ? `${prefix}/` : '', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, publicUrl: undefined };
  return {
    env,
    config,
    endpoint,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const testBucketClient = (bucket: TestBucket) => s3Client(bucket.config);
