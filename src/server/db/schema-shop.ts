import type { Generated } from 'kysely';

/** Tables of buying and paying: the cart, addresses, orders, the balance ledger and top-ups. Money in fen, time as ISO-8601 UTC text. */
export interface BalanceLedgerTable {
  id: Generated<number>;
  member_id: number;
  /** recharge | bonus | payment | refund | vip | adjust */
  type: string;
  /** Signed fen: credits positive, debits negative. */
  amount: number;
  balance_after: number;
  order_no: string | null;
  ref: string | null;
  note: string | null;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  request_id: string;
  status: string;
  goods_amount: number;
  freight: number;
  pay_amount: number;
  buyer_message: Generated<string>;
  consignee: string;
  mobile: string;
  province_code: string;
  region: string;
  address: string;
  cancel_reason: string | null;
  refund_reason: string | null;
  carrier: string | null;
  tracking_no: string | null;
  pay_deadline: string;
  paid_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  finished_at: string | null;
  hidden: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  sku_id: number;
  name: string;
  spec: Generated<string>;
  image: string;
  unit_price: number;
  /** The pricing rule's name for the unit price when bought ('member' or 'price'; PriceLabel). */
  price_label: Generated<string>;
  /** The market price of one unit then, when it was above the unit price; else null. */
  market_price: number | null;
  quantity: number;
  amount: number;
  reviewed: Generated<number>;
  /** When the operator refunded this line, and the fen that went back for it; null while it is not refunded. */
  refunded_at: string | null;
  refund_amount: number | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  detail: string | null;
  actor: string;
  created_at: string;
}

/** A member's after-sales request for one order line (migration 0039). */
export interface AfterSalesTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  member_id: number;
  /** refund | return */
  type: string;
  reason: string;
  note: Generated<string>;
  /** Comma-separated upload URLs. */
  images: Generated<string>;
  /** requested | approved | returning | refunded | refused | cancelled (after-sales/states.ts) */
  status: string;
  refuse_reason: string | null;
  carrier: string | null;
  tracking_no: string | null;
  refund_amount: number | null;
  decided_by: string | null;
  decided_at: string | null;
  shipped_back_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderTables {
  after_sales: AfterSalesTable;
  balance_ledger: BalanceLedgerTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
}

export interface MemberAddressesTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  mobile: string;
  /** Six-digit division codes of the region, and their names when the address was saved. */
  province_id: number;
  city_id: number;
  district_id: number;
  province: string;
  city: string;
  district: string;
  detail: string;
  /** 1 on exactly one address of a member who has any. */
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AddressTables {
  member_addresses: MemberAddressesTable;
}

export interface RechargesTable {
  id: Generated<number>;
  recharge_no: string;
  member_id: number;
  /** What the provider collects, and the bonus promised when the top-up was started. */
  amount: number;
  bonus: number;
  currency: string;
  provider: string;
  /** pending | paid | failed | expired */
  status: string;
  provider_ref: string | null;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** The unpaid order this top-up was started to pay (decision 101); null for a plain top-up. */
  order_no: Generated<string | null>;
}

/** Every callback a provider sent, accepted or not, for reconciliation and audit. */
export interface PaymentCallbacksTable {
  id: Generated<number>;
  provider: string;
  recharge_no: string | null;
  /** credited | declined | replay | rejected | reconciled | ignored */
  outcome: string;
  reason: string | null;
  /** The body as it arrived (up to 4,000 characters); of an unverified callback only its first 256. */
  payload: string;
  /** 1: the provider's signature and shape verified; 0: anyone's, kept a week (decision 060). */
  verified: Generated<number>;
  /** Of an unverified callback: the SHA-256 (hex) of its whole body. */
  payload_sha256: string | null;
  /** Of an unverified callback: the address it came from. */
  client_ip: string | null;
  created_at: string;
}

/** The sandbox provider's own side: the payments its hosted page asks the shopper to confirm. */
export interface SandboxPaymentsTable {
  id: string;
  merchant_ref: string;
  amount: number;
  currency: string;
  subject: string;
  /** pending | paid | declined */
  status: string;
  notify_url: string;
  return_url: string;
  locale: string;
  expires_at: string;
  decided_at: string | null;
  created_at: string;
}

export interface PaymentTables {
  recharges: RechargesTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_payments: SandboxPaymentsTable;
}

export interface CartItemsTable {
  id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  quantity: number;
  selected: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartTables {
  cart_items: CartItemsTable;
}
