import type { DbPool } from '../../db/schema.ts';
import { DomainError, StateChangedError } from '../../errors.ts';
import { parseShipments } from '../../orders/batch-ship.ts';
import type { MessageKey, MessageParams } from '../../../lib/i18n/messages.ts';
import type { OperatorActor } from '../operator-action.ts';
import { ship } from './orders.ts';

export type BatchResult =
  | { line: number; orderNo: string; shipped: true }
  | { line: number; orderNo: string; shipped: false; reason: { key: MessageKey; params?: MessageParams } };

/**
 * Ships the orders of a CSV one by one, each row its own ship flow (its move and audit entry in one transaction):
 * a row that is refused, by the file or by the order's state, ships nothing and stops nothing else. Answers the
 * outcome of every row in the file's order.
 */
export async function batchShip(db: DbPool, actor: OperatorActor, input: { csv: string; carrier: string }): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const row of parseShipments(input.csv, input.carrier)) {
    if ('refused' in row) {
      results.push({ line: row.line, orderNo: row.orderNo, shipped: false, reason: { key: row.refused } });
      continue;
    }
    try {
      await ship(db, actor, row);
      results.push({ line: row.line, orderNo: row.orderNo, shipped: true });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      // Only a paid order ships: one already shipped, unpaid or closed is named as such rather than as a race.
      const reason = err instanceof StateChangedError ? { key: 'admin.batch.notPaid' as const } : { key: err.key, params: err.params };
      results.push({ line: row.line, orderNo: row.orderNo, shipped: false, reason });
    }
  }
  return results;
}
