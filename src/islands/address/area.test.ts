import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, ok, stubFetch } from '../../lib/api/testing.ts';
import { AREA_URL, indexArea, loadArea } from './area.ts';

const nodes = [
  { id: 440000, pid: 0, name: '广东省' },
  { id: 440300, pid: 440000, name: '深圳市' },
  { id: 440305, pid: 440300, name: '南山区' },
  { id: 440399, pid: 440300, name: '其它区' },
  { id: 810000, pid: 0, name: '香港特别行政区' },
];

afterEach(() => vi.unstubAllGlobals());

describe('region tree in the browser', () => {
  it('groups nodes under their parent in the order served', () => {
    const tree = indexArea(nodes);
    expect(tree.children(0).map((n) => n.name)).toEqual(['广东省', '香港特别行政区']);
    expect(tree.children(440300).map((n) => n.id)).toEqual([440305, 440399]);
    expect(tree.children(810000)).toEqual([]);
  });

  it('fetches once per language, without a cache-busting timestamp, and tries again after a failure', async () => {
    const calls = stubFetch((_call, count) => (count === 1 ? json({ code: -1, data: null, msg: 'x' }, 500) : ok(nodes)));
    await expect(loadArea('en')).rejects.toThrow();
    const tree = await loadArea('en');
    expect(tree.children(440000).map((n) => n.name)).toEqual(['深圳市']);
    expect(await loadArea('en')).toBe(tree);
    await loadArea('zh-TW');
    expect(calls.map((c) => c.url)).toEqual([`${AREA_URL}?lang=en`, `${AREA_URL}?lang=en`, `${AREA_URL}?lang=zh-TW`]);
  });
});
