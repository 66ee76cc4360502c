import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../lib/schemas/upload.ts';
import { checkFile, checkLimit, createItem, progressPercent } from './uploadItem.ts';

const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('checkFile', () => {
  it('accepts JPG, JPEG and PNG under 10 MB, in any letter case', () => {
    expect(checkFile(file('a.png'))).toBeNull();
    expect(checkFile(file('b.JPG', 10, 'image/jpeg'))).toBeNull();
    expect(checkFile(file('c.jpeg', UPLOAD_MAX_BYTES - 1, 'image/jpeg'))).toBeNull();
    expect(checkFile(file('d.png', 10, ''))).toBeNull();
  });

  it('refuses other extensions and other declared types', () => {
    expect(checkFile(file('a.gif', 10, 'image/gif'))).toEqual({ key: 'upload.badType' });
    expect(checkFile(file('notes.txt', 10, 'text/plain'))).toEqual({ key: 'upload.badType' });
    expect(checkFile(file('fake.png', 10, 'image/webp'))).toEqual({ key: 'upload.badType' });
    expect(checkFile(file('png', 10))).toEqual({ key: 'upload.badType' });
  });

  it('refuses 10 MB and more', () => {
    expect(checkFile(file('big.png', UPLOAD_MAX_BYTES))).toEqual({ key: 'upload.tooLarge' });
  });
});

describe('checkLimit', () => {
  it('refuses a selection that would pass the limit with what is listed', () => {
    expect(checkLimit(2, 4, 6)).toBeNull();
    expect(checkLimit(3, 4, 6)).toEqual({ key: 'upload.limit', params: { count: 6 } });
    expect(checkLimit(2, 0, 1)).toEqual({ key: 'upload.limit', params: { count: 1 } });
    expect(checkLimit(1, 0, 1)).toBeNull();
  });
});

describe('createItem', () => {
  it('starts ready with a unique uid and the file facts', () => {
    const raw = new File([new Uint8Array(5)], 'x.png', { type: 'image/png' });
    const a = createItem(raw);
    const b = createItem(raw);
    expect(a).toMatchObject({ name: 'x.png', size: 5, status: 'ready', percentage: 0, url: '', raw });
    expect(a.uid).not.toBe(b.uid);
  });
});

describe('progressPercent', () => {
  it('keeps 100 for the server answer and copes with unknown totals', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(200, 200)).toBe(99);
    expect(progressPercent(10, 0)).toBe(0);
  });
});
