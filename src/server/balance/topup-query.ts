import { z } from '../../lib/schemas/zod.ts';
import { consoleListQuery, TOP_UP_SORTS } from '../../lib/schemas/admin-lists.ts';
import { RECHARGE_STATUSES } from '../../lib/schemas/balance.ts';

/** The console's top-up list: by state, date started, top-up number or member account; sortable by time, amount, state. */
export const topUpQuery = consoleListQuery(TOP_UP_SORTS).extend({
  status: z.enum(RECHARGE_STATUSES).optional().catch(undefined),
});
export type TopUpQuery = z.infer<typeof topUpQuery>;
