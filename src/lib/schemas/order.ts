import { z } from './zod.ts';
import { payPasswordField } from './account.ts';
import { idField, idList, orderNoField, pageQuery, userText, wholeNumber } from './common.ts';
import { ORDER_TAB_NAMES } from './order-view.ts';

/**
 * Order payloads, shared by the checkout, cashier and order screens and the order routes. Messages
 * are message keys: forms show t(key), the server answers with the same translated text.
 */
export const BUYER_MESSAGE_MAX = 200;
export const REASON_MAX = 200;
/** Kinds of goods one order may hold. */
export const MAX_ORDER_LINES = 100;

export const CANCEL_REASONS = ['noLongerWanted', 'wrongAddress', 'wrongGoods', 'betterPrice', 'payTrouble', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

const positiveId = idField();


const buyNowItem = z.object({
  skuId: positiveId,
  quantity: wholeNumber('cart.quantity.invalid', 1, 999),
});

/** What is being bought: the chosen cart lines, or goods bought at once from the detail page. */
const source = {
  cartIds: idList({ max: MAX_ORDER_LINES, empty: 'order.empty' }).optional(),
  items: z.array(buyNowItem).min(1, 'order.empty').max(MAX_ORDER_LINES, 'error.invalidParam').optional(),
};
const oneSource = (v: { cartIds?: unknown; items?: unknown }) => (v.cartIds === undefined) !== (v.items === undefined);

export const orderPreviewInput = z.object({ ...source, addressId: positiveId.optional() }).refine(oneSource, 'order.empty');
export type OrderPreviewInput = z.infer<typeof orderPreviewInput>;

export const orderSubmitInput = z
  .object({
    ...source,
    addressId: idField('order.addressRequired'),
    buyerMessage: userText(undefined, z.string().trim().max(BUYER_MESSAGE_MAX, 'order.message.tooLong')).default(''),
    requestId: z.string('error.invalidParam').trim().regex(/^[\w-]{8,64}$/, 'error.invalidParam'),
  })
  .refine(oneSource, 'order.empty');
export type OrderSubmitInput = z.infer<typeof orderSubmitInput>;

export const orderNoInput = z.object({ orderNo: orderNoField() });

export const orderPayInput = orderNoInput.extend({ payPwd: payPasswordField });

export const orderCancelInput = orderNoInput.extend({
  reason: z.enum(CANCEL_REASONS, 'order.cancelReason.required'),
});

export const orderRefundInput = orderNoInput.extend({
  reason: userText('order.refundReason.required', z.string().trim().min(1, 'order.refundReason.required').max(REASON_MAX, 'order.refundReason.tooLong')),
});

export const orderListQuery = pageQuery(10, 50).extend({
  status: z.enum(ORDER_TAB_NAMES).catch('all').default('all'),
  keyword: z.string().trim().max(60).optional().catch(undefined),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
