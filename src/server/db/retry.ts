import { Kysely, type AccessMode, type IsolationLevel, type Transaction, type TransactionBuilder } from 'kysely';

/**
 * SQLSTATEs that mean "nothing was done, run it again": a serialization failure (40001; what serializable
 * databases such as CockroachDB answer to a conflict, and PostgreSQL under SERIALIZABLE or REPEATABLE READ)
 * and a deadlock (40P01; PostgreSQL rolled back one side of it).
 */
const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 5;

export function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: unknown }).code as string);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while it fails with a retryable error, up to TRANSACTION_ATTEMPTS times, waiting a
 * little longer (and at random, so the losers of one conflict do not meet again) before each new attempt.
 * Domain errors and every other failure pass through at once.
 */
export async function retryingConflicts<T>(attempt: () => Promise<T>, wait = pause): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= TRANSACTION_ATTEMPTS || !isRetryable(err)) throw err;
      await wait(Math.random() * 5 * 2 ** n);
    }
  }
}

/** A transaction builder whose `execute` runs the whole callback again after a serialization failure. */
function retrying<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, prop, receiver) {
      if (prop === 'execute') {
        return <T>(callback: (trx: Transaction<DB>) => Promise<T>) => retryingConflicts(() => target.execute(callback));
      }
      if (prop === 'setIsolationLevel') return (level: IsolationLevel) => retrying(target.setIsolationLevel(level));
      if (prop === 'setAccessMode') return (mode: AccessMode) => retrying(target.setAccessMode(mode));
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

/**
 * Kysely whose every `transaction().execute(callback)` is retried on serialization failures and deadlocks:
 * the one place that makes the shop's transactions safe on databases that answer a conflict with 40001
 * (decision 047). The callbacks only touch the database, so running one again repeats nothing else.
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction());
  }
}
