import type { DataProvider, RaRecord } from 'react-admin';
import { adminRequest } from '../api.ts';
import { readPages, SERVER_PAGE } from '../lists/pages.ts';

interface Page<T> {
  list: T[];
  total: number;
}

/** Filter values travel as query parameters; empty ones are left out so the server's defaults apply. */
function listQuery(params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> }) {
  const query: Record<string, string | number | undefined> = {
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
    sort: params.sort?.field,
    order: params.sort?.order?.toLowerCase(),
  };
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  }
  return query;
}

const path = (resource: string, id?: RaRecord['id'], action?: string) =>
  `/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}${action ? `/${action}` : ''}`;

/**
 * react-admin over /api/admin: lists page with `page`/`pageSize`, records are read at `/<resource>/<id>`,
 * created by POST to `/<resource>` and changed by POST to `/<resource>/<id>`. Actions on a record
 * (ship an order, mark feedback handled) go through `act`. The console deletes nothing.
 */
export interface ConsoleDataProvider extends DataProvider {
  act<T = RaRecord>(resource: string, id: RaRecord['id'], action: string, body?: unknown): Promise<T>;
}

export const dataProvider: ConsoleDataProvider = {
  getList: async (resource, params) => {
    // An export asks for more rows than the server pages: read them all, page by page (lists/pages.ts).
    if (params.pagination && params.pagination.perPage > SERVER_PAGE) {
      const read = (page: number, perPage: number) => adminRequest<Page<RaRecord>>(path(resource), { query: listQuery({ ...params, pagination: { page, perPage } }) });
      const all = await readPages(read, params.pagination.perPage);
      return { data: all.list as never[], total: all.total };
    }
    const page = await adminRequest<Page<never>>(path(resource), { query: listQuery(params) });
    return { data: page.list, total: page.total };
  },
  getOne: async (resource, params) => ({ data: await adminRequest<never>(path(resource, params.id)) }),
  getMany: async (resource, params) => ({ data: await Promise.all(params.ids.map((id) => adminRequest<never>(path(resource, id)))) }),
  getManyReference: async (resource, params) => {
    const page = await adminRequest<Page<never>>(path(resource), { query: listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }) });
    return { data: page.list, total: page.total };
  },
  create: async (resource, params) => ({ data: await adminRequest<never>(path(resource), { method: 'POST', json: params.data }) }),
  update: async (resource, params) => ({ data: await adminRequest<never>(path(resource, params.id), { method: 'POST', json: params.data }) }),
  updateMany: async () => {
    throw new Error('updateMany is not offered by the console');
  },
  delete: async () => {
    throw new Error('delete is not offered by the console');
  },
  deleteMany: async () => {
    throw new Error('deleteMany is not offered by the console');
  },
  act: (resource, id, action, body) => adminRequest(path(resource, id, action), { method: 'POST', json: body ?? {} }),
};
