/** Where the shop's files live when STORAGE_URL names a bucket (README, "Media in a bucket (S3)"). */
export interface S3Config {
  bucket: string;
  /** Inside the bucket, '' or ending in '/': each storage of the shop lives under its own folder beneath it. */
  prefix: string;
  /** For S3-compatible services other than AWS (MinIO, Ceph, R2…); unset for AWS. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** The public base address of bucket/prefix (a CDN in front of it): served objects redirect there, not to a signed URL. */
  publicUrl: string | undefined;
}

export interface S3Env {
  STORAGE_URL?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_PUBLIC_URL?: string;
}

// Bucket names as S3 allows them (3-63 lower-case letters, digits, dots and hyphens); a prefix of key segments.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The bucket's settings, none for the local disk (STORAGE_URL unset), or the problems that stop the server. */
export function readS3Config(env: S3Env): { config: S3Config | null } | { problems: string[] } {
  const s3Vars = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter((n) => env[n] !== undefined);
  if (env.STORAGE_URL === undefined) {
    return s3Vars.length === 0 ? { config: null } : { problems: [`${s3Vars.join(', ')}: set, but STORAGE_URL is not (set STORAGE_URL=s3://bucket/prefix to keep files in a bucket)`] };
  }
  const problems: string[] = [];
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(env.STORAGE_URL);
  const bucket = match?.[1] ?? '';
  const prefix = (match?.[2] ?? '').replace(/\/$/, '');
  if (!match) problems.push('STORAGE_URL: must be s3://bucket or s3://bucket/prefix (unset keeps files on the local disk)');
  else if (!BUCKET.test(bucket) || bucket.includes('..')) problems.push(`STORAGE_URL: "${bucket}" is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)`);
  else if (prefix !== '' && !prefix.split('/').every((s) => PREFIX_SEGMENT.test(s))) problems.push(`STORAGE_URL: the prefix "${prefix}" must be folder names of letters, digits, ".", "_" and "-" joined by "/"`);
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) problems.push(`${name}: required when STORAGE_URL names a bucket`);
  }
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
    const value = env[name];
    if (value !== undefined && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(value)) problems.push(`${name}: must be an http:// or https:// address without ? or #`);
  }
  if (problems.length > 0) return { problems };
  return {
    config: {
      bucket,
      prefix: prefix === '' ? '' : `${prefix}/`,
      endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
    },
  };
}

/** The STORAGE_URL a bucket's settings were read from: s3://bucket/prefix. */
export const storageUrlOf = (s3: S3Config) => `s3://${s3.bucket}/${s3.prefix}`.replace(/\/$/, '');
