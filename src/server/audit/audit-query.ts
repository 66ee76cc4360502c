import { z } from '../../lib/schemas/zod.ts';
import { AUDIT_SORTS, consoleListQuery } from '../../lib/schemas/admin-lists.ts';

/** The audit log's list query: by operator (`operator:<account>`, or `operator` for the terminal), action and time. */
export const auditQuery = consoleListQuery(AUDIT_SORTS).extend({
  actor: z.string().trim().max(60).optional().catch(undefined),
  action: z.string().trim().max(40).optional().catch(undefined),
});
export type AuditQuery = z.infer<typeof auditQuery>;
