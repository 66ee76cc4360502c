import { http } from '../../lib/api/index.ts';
import type { MemberShoppingInfo } from '../../lib/schemas/mine.ts';

/** The personal centre's one request. */
export const fetchShoppingInfo = (signal?: AbortSignal) => http.get<MemberShoppingInfo>('my/shopping/getMemberShoppingInfo', undefined, { signal });
