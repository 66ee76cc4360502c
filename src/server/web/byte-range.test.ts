import { describe, expect, it } from 'vitest';
import { parseByteRange, rangeAnswer } from './byte-range.ts';

describe('parseByteRange (RFC 9110 §14.1)', () => {
  it('ignores what is not a valid bytes range-set: the whole representation, 200', () => {
    for (const range of ['', 'bytes', 'bytes=', 'bytes=,', 'bytes=abc', 'bytes=5-1', 'bytes=-', 'bytes=1-2-3', 'bytes=0x1-2', 'bytes=+1-2', 'bytes= 1 -2', 'items=0-5', '0-5', 'bytes 0-5', 'bytes=0-5,x']) {
      expect(parseByteRange(range, 100), range).toEqual({ status: 200 });
    }
  });

  it('refuses a valid range-set no part of which is satisfiable: 416', () => {
    for (const range of ['bytes=100-', 'bytes=100-100', 'bytes=-0', 'bytes=200-300, 400-', 'BYTES=1000-']) {
      expect(parseByteRange(range, 100), range).toEqual({ status: 416 });
    }
    expect(parseByteRange('bytes=0-', 0)).toEqual({ status: 416 });
    expect(parseByteRange('bytes=-5', 0)).toEqual({ status: 416 });
  });

  it('serves one span, clamped to the end, and parts that overlap or touch as one', () => {
    expect(parseByteRange('bytes=0-0', 100)).toEqual({ status: 206, start: 0, end: 0 });
    expect(parseByteRange('bytes=10-', 100)).toEqual({ status: 206, start: 10, end: 99 });
    expect(parseByteRange('bytes=90-1000', 100)).toEqual({ status: 206, start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ status: 206, start: 90, end: 99 });
    expect(parseByteRange('bytes=-1000', 100)).toEqual({ status: 206, start: 0, end: 99 });
    expect(parseByteRange('Bytes=5-9', 100)).toEqual({ status: 206, start: 5, end: 9 });
    expect(parseByteRange('bytes=10-19 , 15-29,', 100)).toEqual({ status: 206, start: 10, end: 29 });
    expect(parseByteRange('bytes=20-29,10-19', 100)).toEqual({ status: 206, start: 10, end: 29 });
    expect(parseByteRange('bytes=0-9,500-', 100)).toEqual({ status: 206, start: 0, end: 9 });
    expect(parseByteRange('bytes=99999999999999999999-', 100)).toEqual({ status: 416 });
  });

  it('answers separate parts, or too many, with the whole representation rather than a multipart body', () => {
    expect(parseByteRange('bytes=0-9,20-29', 100)).toEqual({ status: 200 });
    expect(parseByteRange(`bytes=${Array.from({ length: 40 }, (_, i) => `${i}-${i}`).join(',')}`, 100)).toEqual({ status: 200 });
  });
});

describe('rangeAnswer', () => {
  const file = { size: 100, lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT' };
  it('serves ranges to GET only, and only while If-Range names the file as it is', () => {
    expect(rangeAnswer({ method: 'GET', range: 'bytes=0-9' }, file)).toEqual({ status: 206, start: 0, end: 9 });
    expect(rangeAnswer({ method: 'HEAD', range: 'bytes=0-9' }, file)).toEqual({ status: 200 });
    expect(rangeAnswer({ method: 'GET' }, file)).toEqual({ status: 200 });
    expect(rangeAnswer({ method: 'GET', range: 'bytes=0-9', ifRange: file.lastModified }, file)).toEqual({ status: 206, start: 0, end: 9 });
    expect(rangeAnswer({ method: 'GET', range: 'bytes=0-9', ifRange: 'Tue, 24 Nov 2026 10:00:00 GMT' }, file)).toEqual({ status: 200 });
    expect(rangeAnswer({ method: 'GET', range: 'bytes=0-9', ifRange: '"etag"' }, file)).toEqual({ status: 200 });
    expect(rangeAnswer({ method: 'GET', range: 'bytes=500-', ifRange: '"etag"' }, file)).toEqual({ status: 200 });
  });
});
