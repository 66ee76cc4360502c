import { describe, expect, it } from 'vitest';
import { readPages, SERVER_PAGE } from './pages.ts';

const rows = Array.from({ length: 345 }, (_, i) => ({ id: i + 1 }));
function server(asked: number[][]) {
  return async (page: number, pageSize: number) => {
    asked.push([page, pageSize]);
    const size = Math.min(pageSize, SERVER_PAGE);
    return { list: rows.slice((page - 1) * size, page * size), total: rows.length };
  };
}

describe('readPages', () => {
  it('reads every page of a list longer than the server page, each row once', async () => {
    const asked: number[][] = [];
    const all = await readPages(server(asked), 50_000);
    expect(all.total).toBe(345);
    expect(all.list.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(asked.map(([p]) => p).sort()).toEqual([1, 2, 3, 4]);
  });

  it('stops at the number asked for, and keeps a row seen twice once', async () => {
    expect((await readPages(server([]), 150)).list).toHaveLength(150);
    const shifting = async (page: number) => ({ list: [{ id: page }, { id: page + 1 }], total: 250 });
    expect((await readPages(shifting, 1000)).list.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
