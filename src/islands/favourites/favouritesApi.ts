import { http } from '../../lib/api/index.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { CollectedGoods, GoodsOptions } from '../../lib/schemas/mine.ts';

/** Favourites: the goods a member keeps. Writes toast the server's confirmation. */

export const FAVOURITES_PAGE_SIZE = 20;

export const fetchFavourites = (page: number, signal?: AbortSignal) =>
  http.get<Page<CollectedGoods>>('collect/goodsList', { page, pageSize: FAVOURITES_PAGE_SIZE }, { signal });

export const addFavourite = (goodsId: number) => http.post<{ collected: boolean }>('collect/addGoodsCollect', { goodsId }, { showSuccess: true });

export const removeFavourites = (goodsIds: number[]) => http.post<{ collected: boolean }>('collect/cancelGoodsCollect', { goodsIds }, { showSuccess: true });

/** The specifications to choose from before adding a favourite to the cart; reading them is not a visit. */
export const fetchGoodsOptions = (goodsId: number) => http.get<GoodsOptions>('goods/specs', { id: goodsId });
