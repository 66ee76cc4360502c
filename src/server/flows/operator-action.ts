import { recordAction } from '../audit/audit.service.ts';
import type { DbPool, Trx } from '../db/schema.ts';

/** Who did it, as the audit log names them: `operator:<account>` in the console, `operator` at the terminal. */
export interface OperatorActor {
  readonly name: string;
  /** The console account; absent at the terminal, where the person is not known to the shop. */
  readonly account?: string;
}

export const consoleActor = (account: string): OperatorActor => ({ name: `operator:${account}`, account });
export const terminalActor: OperatorActor = { name: 'operator' };

/** What one operator action did, for the audit log. */
export interface ActionEntry {
  action: string;
  target: string;
  detail?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * One operator action: the change and its audit entry in one transaction, so a change is never left
 * unrecorded and an entry never names a change that was rolled back. `work` returns the entry and what the
 * caller answers with.
 */
export function operatorAction<T>(db: DbPool, actor: OperatorActor, work: (trx: Trx) => Promise<{ entry: ActionEntry; result: T }>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { entry, result } = await work(trx);
    await recordAction(trx, { actor: actor.name, ...entry });
    return result;
  });
}
