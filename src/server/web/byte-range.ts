import type { Context } from 'hono';

/**
 * Byte ranges as RFC 9110 §14 has them. serveStatic answered any Range it could not parse ("bytes=abc",
 * "items=0-5", "bytes=5-1", two ranges) with 206 and the whole file, which a client takes as the part it asked
 * for. Here a Range header that is not a valid byte range is ignored (200, the whole file, as if it were
 * absent), a valid one no byte of which exists is answered 416 with the length, and one part (or several that
 * join into one) is answered 206. Several separate parts would need a multipart answer; the server may ignore
 * such a Range instead (§14.2), so they get the whole file. If-Range is honoured: the range is served only while
 * the file still has the Last-Modified date the client names (the shop sends no ETags, so an entity tag never
 * matches), else the whole file.
 */

export type RangeAnswer = { status: 200 } | { status: 206; start: number; end: number } | { status: 416 };

/** More parts than any player asks for: such a header is ignored rather than worked through (§14.1.1). */
const MAX_PARTS = 32;

/**
 * What a GET with `range` (the Range header's value) gets from a representation of `size` bytes: the whole of it
 * (200) for a header that is not a valid bytes range-set or asks for several separate parts, 416 when it is valid
 * but no part of it is satisfiable, 206 and the one span otherwise.
 */
export function parseByteRange(range: string, size: number): RangeAnswer {
  const eq = range.indexOf('=');
  if (eq < 0 || range.slice(0, eq).toLowerCase() !== 'bytes') return { status: 200 };
  // range-set = 1#range-spec: commas with optional whitespace around them, empty list elements allowed (§5.6.1).
  const specs = range.slice(eq + 1).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (specs.length === 0 || specs.length > MAX_PARTS) return { status: 200 };
  const spans: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const int = /^(\d+)-(\d*)$/.exec(spec);
    const suffix = /^-(\d+)$/.exec(spec);
    if (int) {
      const first = Number(int[1]);
      const last = int[2] === '' ? Infinity : Number(int[2]);
      if (last < first) return { status: 200 }; // an invalid int-range makes the whole header invalid
      if (first < size) spans.push({ start: first, end: Math.min(last, size - 1) });
    } else if (suffix) {
      const length = Number(suffix[1]);
      if (length > 0 && size > 0) spans.push({ start: Math.max(0, size - length), end: size - 1 });
    } else {
      return { status: 200 };
    }
  }
  if (spans.length === 0) return { status: 416 };
  // Overlapping or touching parts are one span (§14.3 lets the server coalesce them).
  spans.sort((a, b) => a.start - b.start);
  const joined = { ...spans[0]! };
  for (const span of spans.slice(1)) {
    if (span.start > joined.end + 1) return { status: 200 };
    joined.end = Math.max(joined.end, span.end);
  }
  return { status: 206, ...joined };
}

/**
 * The answer to a request's Range for a file last modified at `lastModified` (its Last-Modified value): only a
 * GET is served in ranges (§14.2), and only while an If-Range, if any, names that date exactly (§13.1.5).
 */
export function rangeAnswer(request: { method: string; range?: string; ifRange?: string }, file: { size: number; lastModified: string }): RangeAnswer {
  if (request.method !== 'GET' || request.range === undefined) return { status: 200 };
  if (request.ifRange !== undefined && request.ifRange.trim() !== file.lastModified) return { status: 200 };
  return parseByteRange(request.range, file.size);
}

/** A representation that can be served in ranges: its length and its Last-Modified value. */
export interface Representation {
  size: number;
  lastModified: string;
}

/**
 * The answer to a GET or HEAD of a representation that carried a Range header: the whole of it, its span or 416.
 * `headers` are its own (type, caching); the length, range and Last-Modified headers are added here. `span` is what
 * the body carries, first and last byte included; there is none for a HEAD, a 416 or an empty representation.
 */
export function rangedAnswer(c: Context, file: Representation, headers: Record<string, string>): { status: 200 | 206 | 416; headers: Headers; span?: { start: number; end: number } } {
  const answer = rangeAnswer({ method: c.req.method, range: c.req.header('range'), ifRange: c.req.header('if-range') }, file);
  const out = new Headers({ ...headers, 'Accept-Ranges': 'bytes', 'Last-Modified': file.lastModified });
  if (answer.status === 416) {
    out.set('Content-Range', `bytes */${file.size}`);
    return { status: 416, headers: out };
  }
  const { start, end } = answer.status === 206 ? answer : { start: 0, end: file.size - 1 };
  out.set('Content-Length', String(end - start + 1));
  if (answer.status === 206) out.set('Content-Range', `bytes ${start}-${end}/${file.size}`);
  const span = c.req.method === 'HEAD' || file.size === 0 ? undefined : { start, end };
  return { status: answer.status, headers: out, span };
}
