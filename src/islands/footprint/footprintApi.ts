import { http } from '../../lib/api/index.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { FootprintItem } from '../../lib/schemas/mine.ts';

/** Recently viewed: the member's footprints. Writes toast the server's confirmation. */

export const FOOTPRINTS_PAGE_SIZE = 40;

export const fetchFootprints = (page: number, signal?: AbortSignal) =>
  http.get<Page<FootprintItem>>('my/shopping/goodsFootprintList', { page, pageSize: FOOTPRINTS_PAGE_SIZE }, { signal });

/** Without ids, every footprint goes. */
export const deleteFootprints = (ids?: number[]) => http.post('my/shopping/deleteFootprint', ids ? { ids } : {}, { showSuccess: true });
