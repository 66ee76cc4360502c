import { z } from '../../lib/schemas/zod.ts';
import { consoleListQuery, LEDGER_SORTS } from '../../lib/schemas/admin-lists.ts';
import { LEDGER_TYPES } from './ledger.ts';

/** The console's balance records of every member: by kind, dates, member account or order number. */
export const ledgerListQuery = consoleListQuery(LEDGER_SORTS).extend({
  type: z.enum(LEDGER_TYPES).optional().catch(undefined),
});
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;
