import type { MessageKey, TFunction } from './i18n/messages.ts';

/**
 * What an operator tells a member (a tracking event, why an order was closed, why a refund request was declined)
 * is chosen from translated lists, with an optional note. The order keeps a marker in its existing text columns,
 * `ow1|<code>|<city code>|<note>`, and each reader gets it in their own language when it is read (decision 092).
 * Words stored before the lists, or typed at the terminal, are shown as they were written.
 */

export const TRACKING_EVENTS = ['pickedUp', 'inTransit', 'arrived', 'outForDelivery', 'delivered', 'exception'] as const;
export const CLOSE_REASONS = ['outOfStock', 'buyerAsked', 'undeliverable', 'suspectedFraud', 'other'] as const;
export const REFUSAL_REASONS = ['periodPassed', 'usedOrDamaged', 'noProof', 'notAsDescribed', 'other'] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];
export type CloseReason = (typeof CLOSE_REASONS)[number];
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The longest note an operator may add (the columns hold the marker around it). */
export const NOTE_MAX = 150;

const WORDS = {
  track: {
    pickedUp: 'order.operatorWords.track.pickedUp',
    inTransit: 'order.operatorWords.track.inTransit',
    arrived: 'order.operatorWords.track.arrived',
    outForDelivery: 'order.operatorWords.track.outForDelivery',
    delivered: 'order.operatorWords.track.delivered',
    exception: 'order.operatorWords.track.exception',
  },
  close: {
    outOfStock: 'order.operatorWords.close.outOfStock',
    buyerAsked: 'order.operatorWords.close.buyerAsked',
    undeliverable: 'order.operatorWords.close.undeliverable',
    suspectedFraud: 'order.operatorWords.close.suspectedFraud',
    other: 'order.operatorWords.close.other',
  },
  refuse: {
    periodPassed: 'order.operatorWords.refuse.periodPassed',
    usedOrDamaged: 'order.operatorWords.refuse.usedOrDamaged',
    noProof: 'order.operatorWords.refuse.noProof',
    notAsDescribed: 'order.operatorWords.refuse.notAsDescribed',
    other: 'order.operatorWords.refuse.other',
  },
  // The member's after-sales reason, kept as the refund's reason on the order: each reader gets it in their words.
  afterSales: {
    noLongerWanted: 'afterSales.reason.noLongerWanted',
    notReceived: 'afterSales.reason.notReceived',
    wrongSpec: 'afterSales.reason.wrongSpec',
    notAsDescribed: 'afterSales.reason.notAsDescribed',
    damaged: 'afterSales.reason.damaged',
    wrongItem: 'afterSales.reason.wrongItem',
    qualityProblem: 'afterSales.reason.qualityProblem',
    other: 'afterSales.reason.other',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

export type WordsList = keyof typeof WORDS;

/** The codes of a list, for the console's choices. */
export const WORD_CODES: Record<WordsList, readonly string[]> = { track: TRACKING_EVENTS, close: CLOSE_REASONS, refuse: REFUSAL_REASONS, afterSales: Object.keys(WORDS.afterSales) };

export interface OperatorWords {
  list: WordsList;
  code: string;
  /** The region code of the city for "arrived at {city}". */
  city?: string;
  note?: string;
}

const PREFIX = 'ow1|';

/** The marker an order stores for the operator's choice. */
export function encodeOperatorWords({ list, code, city, note }: OperatorWords): string {
  return `${PREFIX}${list}.${code}|${city ?? ''}|${note?.trim() ?? ''}`;
}

/** The choice a stored text holds, or null for words written as they are (stored before the lists, or typed). */
export function decodeOperatorWords(stored: string | null | undefined): OperatorWords | null {
  if (!stored?.startsWith(PREFIX)) return null;
  const [choice = '', city = '', ...note] = stored.slice(PREFIX.length).split('|');
  const [list, code] = choice.split('.') as [string, string | undefined];
  if (!Object.hasOwn(WORDS, list) || !code || !Object.hasOwn(WORDS[list as WordsList], code)) return null;
  const words: OperatorWords = { list: list as WordsList, code };
  if (city) words.city = city;
  if (note.join('|')) words.note = note.join('|');
  return words;
}

/**
 * Stored words for a reader: a choice in the reader's language (`t`), the city by `cityName`, and the
 * operator's note labelled as theirs; `wrap` isolates the city and the note (right-to-left pages); anything else exactly as stored.
 */
export function readOperatorWords(stored: string, t: TFunction, cityName: (code: string) => string | undefined, wrap = (s: string) => s): string {
  const words = decodeOperatorWords(stored);
  if (!words) return stored;
  const key = (WORDS[words.list] as Record<string, MessageKey>)[words.code]!;
  const text = t(key, { city: wrap((words.city && cityName(words.city)) || words.city || '') });
  return words.note ? t('order.operatorWords.withNote', { text, note: wrap(words.note) }) : text;
}
