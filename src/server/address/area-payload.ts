import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CODE, envelope } from '../http/envelope.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { localAreaIndex } from './region-names.ts';

export interface AreaPayload {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const payloads = new Map<Locale, Promise<AreaPayload>>();

async function build(locale: Locale): Promise<AreaPayload> {
  const identity = Buffer.from(JSON.stringify(envelope(CODE.success, localAreaIndex(locale).nodes, '')));
  // Maximum compression costs most of a second once, off the event loop; every later request is free.
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, gzip: gz, br };
}

/**
 * The getArea response body in a language, built and compressed once per process and language: the tree
 * only changes with the data, so every request is served from memory and the ETag changes exactly when it does.
 */
export function areaPayload(locale: Locale = 'zh'): Promise<AreaPayload> {
  let payload = payloads.get(locale);
  if (!payload) {
    payload = build(locale).catch((error: unknown) => {
      payloads.delete(locale);
      throw error;
    });
    payloads.set(locale, payload);
  }
  return payload;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const weight = (name: string) => accepted.get(name) ?? (accepted.get('*') ?? 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
