/** The most rows the console API answers in one page (adminListQuery, consoleListQuery). */
export const SERVER_PAGE = 100;
const AT_ONCE = 4;

interface Page<T> {
  list: T[];
  total: number;
}

/**
 * Up to `wanted` rows of a list, read page by page (four pages at a time) since the server answers at most
 * SERVER_PAGE rows a page: an export of a long list gets all its rows instead of the first page cut silently.
 * A row met twice (the list grew at its top while being read) is kept once.
 */
export async function readPages<T extends { id: unknown }>(read: (page: number, pageSize: number) => Promise<Page<T>>, wanted: number): Promise<Page<T>> {
  const first = await read(1, SERVER_PAGE);
  const pages = Math.ceil(Math.min(first.total, wanted) / SERVER_PAGE);
  const rows = [...first.list];
  for (let page = 2; page <= pages; page += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, pages - page + 1) }, (_, i) => read(page + i, SERVER_PAGE));
    for (const p of await Promise.all(batch)) rows.push(...p.list);
  }
  const seen = new Set<unknown>();
  const list = rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).slice(0, wanted);
  return { list, total: first.total };
}
