import type { Executor } from '../db/schema.ts';
import { NotFoundError, StateChangedError } from '../errors.ts';
import * as repo from './order.repository.ts';
import { TRANSITIONS, type OrderAction, type OrderStatus } from './states.ts';

/** Who asked: a member (only their own orders), the operator, or the system's jobs. */
export type Actor = { kind: 'member'; memberId: number } | { kind: 'operator'; account?: string } | { kind: 'system' };

/** How the timeline names who made a move: `member:<id>`, `operator:<account>` (`operator` at the terminal), `system`. */
const actorName = (actor: Actor) => {
  if (actor.kind === 'member') return `member:${actor.memberId}`;
  if (actor.kind === 'operator' && actor.account) return `operator:${actor.account}`;
  return actor.kind;
};

/** An order by number; a member only ever finds their own, and not the ones they deleted. */
export async function findOrderOrThrow(db: Executor, orderNo: string, actor: Actor): Promise<repo.OrderRow> {
  const order = await repo.findOrder(db, orderNo, actor.kind === 'member' ? actor.memberId : undefined);
  if (!order) throw new NotFoundError('order.notFound');
  return order;
}

/** A step on the order's timeline. */
export function addEvent(db: Executor, orderId: number, kind: string, actor: Actor, detail: string | null = null, now = new Date()): Promise<void> {
  return repo.insertEvent(db, { orderId, kind, actor: actorName(actor), detail }, now);
}

/**
 * Moves the order by `action` if, at this instant, it is in a state the action may start from; the
 * conditional update makes a race have exactly one winner. The loser gets a StateChangedError.
 * Records the step on the timeline. Returns the order as it was before the move.
 */
export async function transition(
  db: Executor,
  order: repo.OrderRow,
  action: OrderAction,
  actor: Actor,
  options: { to?: OrderStatus; set?: repo.OrderChanges; detail?: string | null; now?: Date } = {},
): Promise<repo.OrderRow> {
  const { from, to } = TRANSITIONS[action];
  const now = options.now ?? new Date();
  if (!(await repo.moveOrder(db, order.id, from, options.to ?? to, options.set ?? {}, now))) throw new StateChangedError();
  await addEvent(db, order.id, action, actor, options.detail ?? null, now);
  return order;
}
