import { z } from './zod.ts';
import { MAX_ID, strictNumber } from './common.ts';

/**
 * The version of a record a console form loaded (GET /api/admin/<kind>/:id answers it); the form's save sends
 * it back and is written only if the record is still at that version. A save without one, or with one that is
 * not a version, is refused like a stale one: the operator reloads the form (decision 061).
 */
export const versionField = z.preprocess(strictNumber, z.number().int().min(1).max(MAX_ID)).optional().catch(undefined);

/** Only the version of a save's body, for routes whose record schema does not name it. */
export const versionSchema = z.object({ version: versionField });
