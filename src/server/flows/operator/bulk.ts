import type { DbPool } from '../../db/schema.ts';
import { DomainError } from '../../errors.ts';
import { handleFeedbackOnce } from '../../feedback/feedback.service.ts';
import type { MessageKey, MessageParams } from '../../../lib/i18n/messages.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { hideReview } from './moderation.ts';
import { orUnchanged, unchanged } from './unchanged.ts';

/** What a bulk action did: the records changed, those already so, and those refused with the reason (gone, …). */
export interface BulkOutcome {
  done: number[];
  unchanged: number[];
  refused: { id: number; key: MessageKey; params?: MessageParams }[];
}

/**
 * One operator action applied to several records, one after the other, each through its own flow: its own
 * transaction and its own audit entry, so the log names every record changed. A record the rules refuse is
 * reported and the others go on; anything else (the database down) stops the action where it is. Each flow
 * changes its record conditionally, so the same bulk request twice, or two operators at once, change and
 * record each record once.
 */
export async function eachRecord(ids: number[], act: (id: number) => Promise<boolean>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], unchanged: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      (await act(id) ? outcome.done : outcome.unchanged).push(id);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      outcome.refused.push({ id, key: err.key, ...(err.params ? { params: err.params } : {}) });
    }
  }
  return outcome;
}

/** Feedback marked handled together; one already handled is left as it is, with no second entry. */
export function handleManyFeedback(db: DbPool, actor: OperatorActor, ids: number[]) {
  return eachRecord(ids, (id) =>
    orUnchanged(() =>
      operatorAction(db, actor, async (trx) => {
        if (!(await handleFeedbackOnce(trx, id, actor.account ?? actor.name))) unchanged(false);
        return { entry: { action: 'feedback.handle', target: String(id), after: { handled: true } }, result: true };
      }),
    ),
  );
}

/** Reviews hidden together with one reason, each as `review:hide` does it; one already hidden is refused by its state. */
export function hideManyReviews(db: DbPool, actor: OperatorActor, ids: number[], reason: string) {
  return eachRecord(ids, async (reviewId) => {
    await hideReview(db, actor, { reviewId, reason });
    return true;
  });
}
