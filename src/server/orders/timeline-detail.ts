import type { Locale } from '../../lib/i18n/locales.ts';
import { readStoredWords } from './operator-words.ts';
import { readShipmentDetail } from './shipment.service.ts';

/**
 * What a timeline step recorded, for a reader. The review step records which items were reviewed by their ids,
 * and their names are given when the timeline is read, in the reader's language (a buyer reviewing in Russian
 * and reading in Japanese sees the Japanese names); steps recorded before that keep the names they hold.
 */
const ITEMS = 'items:';
/** Room for the step's words (order_events.detail). */
const DETAIL_MAX = 300;

/** The review step's record: the ids of the items reviewed, as many as the column holds. */
export function reviewedItemsDetail(itemIds: readonly number[]): string {
  let detail = ITEMS;
  for (const id of itemIds) {
    const next = `${detail}${detail === ITEMS ? '' : ','}${id}`;
    if (next.length > DETAIL_MAX) break;
    detail = next;
  }
  return detail;
}

/** A step's words in `locale` (an operator's chosen event or reason in that language); `itemName` gives an item of the order by its id, named in that language. */
export function readTimelineDetail(kind: string, detail: string | null, locale: Locale, itemName: (id: number) => string | undefined): string | null {
  if (kind === 'evaluate' && detail?.startsWith(ITEMS)) {
    const names = detail
      .slice(ITEMS.length)
      .split(',')
      .map((id) => itemName(Number(id)))
      .filter((name): name is string => !!name);
    return names.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) : null;
  }
  if (detail && (kind === 'logistics' || kind === 'close' || kind === 'rejectRefund')) return readStoredWords(detail, locale);
  return readShipmentDetail(kind, detail, locale);
}
