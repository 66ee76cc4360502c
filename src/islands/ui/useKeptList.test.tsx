import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../lib/schemas/goods.ts';
import { renderHook, settle } from './testing.tsx';
import { useKeptList } from './useKeptList.ts';

type Row = { id: number };

/** A kept list on the server: 25 rows, 10 to a page, removable until `refuse` is set. */
function server(total = 25) {
  let rows: Row[] = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
  const state = { refuse: false };
  const fetchPage = vi.fn(async (page: number): Promise<Page<Row>> => ({ list: rows.slice((page - 1) * 10, page * 10), total: rows.length, page, pageSize: 10 }));
  const drop = (ids: number[]) => {
    if (state.refuse) return Promise.reject(new Error('refused'));
    rows = rows.filter((r) => !ids.includes(r.id));
    return Promise.resolve();
  };
  const removeRows = vi.fn(drop);
  const removeAll = vi.fn(() => drop(rows.map((r) => r.id)));
  return { fetchPage, removeRows, removeAll, state };
}

async function open(options: Partial<Parameters<typeof useKeptList<Row>>[0]> = {}) {
  const api = server();
  const view = renderHook(() => useKeptList<Row>({ fetchPage: api.fetchPage, removeRows: api.removeRows, removeAll: api.removeAll, ...options }));
  await settle();
  return { ...api, list: view.result };
}

const shownIds = (list: { current: ReturnType<typeof useKeptList<Row>> }) => list.current.result?.list.map((r) => r.id);

describe('useKeptList', () => {
  it('loads the first page, and entering or leaving the edit mode drops the ticks', async () => {
    const { list } = await open();
    expect(shownIds(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    act(() => list.current.setEditing(true));
    act(() => list.current.selection.toggle(3, true));
    expect(list.current.selection.selected).toEqual([3]);
    act(() => list.current.setEditing(false));
    expect(list.current.editing).toBe(false);
    expect(list.current.selection.selected).toEqual([]);
  });

  it('removes one row at once, busy until the server has answered, then shows the list as it is now', async () => {
    const { list, removeRows, fetchPage } = await open();
    let removal!: Promise<void>;
    act(() => {
      removal = list.current.removeOne(2);
    });
    expect(list.current.removing.has(2)).toBe(true);
    await act(() => removal);
    await settle();
    expect(removeRows).toHaveBeenCalledWith([2]);
    expect(list.current.removing.size).toBe(0);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(shownIds(list)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('asks before removing the ticked rows, and removes only those still shown', async () => {
    const { list, removeRows } = await open();
    act(() => list.current.setEditing(true));
    act(() => list.current.selection.setAll(true));
    act(() => list.current.selection.toggle(1, false));
    act(() => list.current.ask(list.current.selection.selected));
    expect(list.current.asking).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await act(() => list.current.confirmRemove());
    await settle();
    expect(removeRows).toHaveBeenCalledWith([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list.current.selection.selected).toEqual([]);
    expect(list.current.editing).toBe(true);
    expect(shownIds(list)).toEqual([1, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('clears the whole list when asked to, and leaves the edit mode', async () => {
    const { list, removeAll } = await open();
    act(() => list.current.setEditing(true));
    act(() => list.current.ask('all'));
    await act(() => list.current.confirmRemove());
    await settle();
    expect(removeAll).toHaveBeenCalledOnce();
    expect(list.current.editing).toBe(false);
    expect(list.current.result?.total).toBe(0);
  });

  it('keeps the question open when the removal is refused; a list whose rows may have gone loads again', async () => {
    for (const reloadOnFailure of [false, true]) {
      const { list, fetchPage, state } = await open({ reloadOnFailure });
      state.refuse = true;
      act(() => list.current.ask([1]));
      await expect(act(() => list.current.confirmRemove())).rejects.toThrow('refused');
      await settle();
      expect(list.current.asking).toEqual([1]);
      expect(fetchPage).toHaveBeenCalledTimes(reloadOnFailure ? 2 : 1);
      // A refused single removal says nothing more here (the request layer has) and frees its button.
      await act(() => list.current.removeOne(1));
      expect(list.current.removing.size).toBe(0);
    }
  });

  it('drops the ticks on another page only where the list asks for it', async () => {
    for (const clearOnPage of [false, true]) {
      const { list } = await open({ clearOnPage });
      act(() => list.current.selection.toggle(4, true));
      act(() => list.current.setPage(2));
      await settle();
      expect(shownIds(list)?.[0]).toBe(11);
      expect(list.current.selection.selected).toEqual([]);
      act(() => list.current.setPage(1));
      await settle();
      expect(list.current.selection.selected).toEqual(clearOnPage ? [] : [4]);
    }
  });
});
