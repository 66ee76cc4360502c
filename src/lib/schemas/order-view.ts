import type { MemberAddress } from './address.ts';
import type { CartLine } from './cart.ts';
import type { PriceLabel } from '../pricing.ts';

/**
 * Orders as the API answers them, shared by the order screens and the server. The moves between the
 * states are the server's (src/server/orders/states.ts); the names and shapes live here so the screens
 * and the server speak one vocabulary.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction =
  | 'pay'
  | 'cancel'
  | 'expire'
  | 'close'
  | 'refund'
  | 'ship'
  | 'logistics'
  | 'confirmReceipt'
  | 'requestRefund'
  | 'approveRefund'
  | 'rejectRefund'
  | 'evaluate'
  | 'complete'
  | 'autoComplete'
  | 'delete';

/** The tabs of the order list, in the order they appear, and the states each one shows. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  toPay: ['pending_payment'],
  toShip: ['paid'],
  toReceive: ['shipped'],
  toEvaluate: ['received'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  // Refunds under review and refunds done: the personal centre's "refunds" counter leads here.
  refund: ['refund_requested', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

/**
 * What each personal-centre counter counts: orders waiting for the member or the shop. The refunds tab lists
 * finished refunds too, but a finished refund waits for nobody, so its red counter counts only those under review.
 */
export const CENTRE_COUNTERS = {
  toPay: ORDER_TABS.toPay,
  toShip: ORDER_TABS.toShip,
  toReceive: ORDER_TABS.toReceive,
  toEvaluate: ORDER_TABS.toEvaluate,
  refund: ['refund_requested'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type CentreCounter = keyof typeof CENTRE_COUNTERS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as [OrderTab, ...OrderTab[]];

export interface OrderItemView {
  id: number;
  goodsId: number;
  skuId: number;
  name: string;
  spec: string;
  image: string;
  unitPrice: number;
  /** What the unit price was called at checkout (the cart line's label, kept with the order). */
  priceLabel: PriceLabel;
  /** The market price of one unit then, when it was above the unit price; else null. */
  marketPrice: number | null;
  quantity: number;
  amount: number;
  reviewed: boolean;
  /** The item's review has its one follow-up. */
  followedUp: boolean;
  /** The shop refunded this line (the rest of the order may go on). */
  refunded?: boolean;
}

export interface OrderView {
  orderNo: string;
  status: OrderStatus;
  goodsAmount: number;
  freight: number;
  payAmount: number;
  buyerMessage: string;
  createdAt: string;
  payDeadline: string;
  paidAt: string | null;
  /** The moves the member may make now, in the order the buttons appear. */
  actions: OrderAction[];
  items: OrderItemView[];
}

export interface OrderDetailView extends OrderView {
  address: { consignee: string; mobile: string; region: string; address: string };
  cancelReason: string | null;
  refundReason: string | null;
  /** The carrier's name in the reader's language, and the page that tracks the parcel when the carrier is known. */
  logistics: { carrier: string; trackingNo: string; trackUrl?: string | null } | null;
  shippedAt: string | null;
  receivedAt: string | null;
  timeline: { kind: string; detail: string | null; at: string }[];
}

/** Answer of order/detail: the order, and the neutral sender name its parcel carries (PARCEL_SENDER). */
export interface MemberOrderDetailView extends OrderDetailView {
  parcelSender: string;
  /** When the parcel should arrive (src/lib/delivery.ts), null when nothing is on its way. */
  expectedDelivery: string | null;
}

/** A line priced for the member: the cart line's fields without the cart's own id and selection. */
export type PricedLine = Omit<CartLine, 'id' | 'selected'> & { freeShipping: boolean };

/** Why an order ships free: a VIP membership, goods that all ship free, or goods reaching the threshold. */
export type FreightFree = 'vip' | 'freeShippingGoods' | 'threshold';

/** Answer of order/preview: what the confirm screen shows. Money in fen. */
export interface OrderPreview {
  lines: PricedLine[];
  /** The chosen address, else the default one; null when the member has none. */
  address: MemberAddress | null;
  goodsAmount: number;
  /** The fee to the address; 0 when it ships free or no address is chosen yet. */
  freight: number;
  /** Why the order ships free wherever it goes, or null when the address's fee applies. */
  freightFree: FreightFree | null;
  /** Goods totals from which orders ship free; null when the shop has no such threshold. */
  freeThreshold: number | null;
  payAmount: number;
  vip: boolean;
}
