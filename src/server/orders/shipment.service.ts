import { carrierCode, carrierName, CARRIERS } from '../../lib/carriers.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, StateChangedError } from '../errors.ts';
import * as repo from './order.repository.ts';
import type { OrderStatus } from './states.ts';
import { addEvent, findOrderOrThrow, type Actor } from './transition.ts';

/**
 * The parcel's carrier and tracking number. Orders store the carrier's code from the list (src/lib/carriers.ts);
 * words typed at the terminal that name a carrier of the list become its code, other words are kept as typed, and
 * readers see the carrier's name in their language.
 */

/** The carrier as the order stores it: the list's code when the words name one of it. */
export const storedCarrier = (words: string): string => carrierCode(words) ?? words.trim();

/** What the timeline records of a shipment: the stored carrier and the tracking number. */
export const shipmentDetail = (carrier: string, trackingNo: string) => `${carrier} ${trackingNo}`;

/** A shipment step's recorded words for a reader: the carrier's code at its start becomes its name in `locale`. */
export function readShipmentDetail(kind: string, detail: string | null, locale: Locale): string | null {
  if (!detail || (kind !== 'ship' && kind !== 'correctShipment')) return detail;
  const [first, ...rest] = detail.split(' ');
  return CARRIERS.some((c) => c.code === first) ? [carrierName(first!, locale), ...rest].join(' ') : detail;
}

/** States in which the parcel is out and its carrier and number may be corrected. */
export const CORRECTABLE: readonly OrderStatus[] = ['shipped', 'received', 'refund_requested'];

/** Corrects a shipped order's carrier and tracking number; the timeline records the new ones. */
export async function correctShipment(db: Executor, actor: Actor, orderNo: string, carrier: string, trackingNo: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, actor);
  const stored = storedCarrier(carrier);
  if (order.carrier === stored && order.tracking_no === trackingNo) throw new DomainError('admin.order.shipmentUnchanged');
  if (!(await repo.moveOrder(db, order.id, CORRECTABLE, null, { carrier: stored, tracking_no: trackingNo }, now))) throw new StateChangedError('admin.order.notShipped');
  await addEvent(db, order.id, 'correctShipment', actor, shipmentDetail(stored, trackingNo), now);
}
