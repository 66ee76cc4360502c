import { describe, expect, it } from 'vitest';
import { encodeForm, formEntries, normalizePayload, toFormData } from './encode.ts';

describe('normalizePayload', () => {
  it('trims strings at any depth and formats dates', () => {
    const at = new Date(2024, 0, 2, 3, 4, 5);
    expect(
      normalizePayload({ name: ' Li ', tags: [' a ', 'b '], address: { city: ' Xi’an ', since: at }, n: 3, ok: true }),
    ).toEqual({ name: 'Li', tags: ['a', 'b'], address: { city: 'Xi’an', since: '2024-01-02 03:04:05' }, n: 3, ok: true });
    expect(normalizePayload(' x ')).toBe('x');
  });

  it('can keep whitespace', () => {
    expect(normalizePayload({ pwd: ' secret ' }, false)).toEqual({ pwd: ' secret ' });
  });

  it('leaves files and form data alone', () => {
    const file = new Blob(['x']);
    const form = new FormData();
    expect(normalizePayload({ file }).file).toBe(file);
    expect(normalizePayload(form)).toBe(form);
  });
});

describe('form encoding', () => {
  it('uses bracket arrays and nested keys', () => {
    const text = encodeForm({ ids: [1, 2], a: { b: 'c' }, flag: false, skip: undefined, empty: null });
    expect(text).toBe('ids%5B%5D=1&ids%5B%5D=2&a%5Bb%5D=c&flag=false&empty=');
    const params = new URLSearchParams(text);
    expect(params.getAll('ids[]')).toEqual(['1', '2']);
    expect(params.get('a[b]')).toBe('c');
  });

  it('indexes arrays of objects so their fields stay together', () => {
    expect(formEntries({ items: [{ skuId: 1, quantity: 2 }, { skuId: 3, quantity: 1 }] })).toEqual([
      ['items[0][skuId]', '1'],
      ['items[0][quantity]', '2'],
      ['items[1][skuId]', '3'],
      ['items[1][quantity]', '1'],
    ]);
  });

  it('builds multipart form data with name[] arrays and files', async () => {
    const file = new File(['img'], 'a.png', { type: 'image/png' });
    const form = toFormData({ ids: ['1', '2'], file, at: new Date(2024, 4, 6, 7, 8, 9) });
    expect(form.getAll('ids[]')).toEqual(['1', '2']);
    expect(form.get('at')).toBe('2024-05-06 07:08:09');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(await sent.text()).toBe('img');
  });

  it('refuses files in url-encoded bodies', () => {
    expect(() => encodeForm({ file: new Blob(['x']) })).toThrow(TypeError);
  });
});
