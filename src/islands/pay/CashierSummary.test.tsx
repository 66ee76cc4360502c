import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { OrderDetailView, OrderItemView } from '../../lib/order-state.ts';
import { I18nProvider } from '../ui/I18nProvider.tsx';
import CashierSummary from './CashierSummary.tsx';

registerServerCatalogue();

const line = (id: number, name: string, spec: string): OrderItemView => ({
  id, goodsId: id, skuId: 100 + id, name, spec, image: '', unitPrice: 1990, priceLabel: 'price', marketPrice: null,
  quantity: 1, amount: 1990, reviewed: false, followedUp: false,
});

const order: OrderDetailView = {
  orderNo: 'OM1', status: 'pending_payment', goodsAmount: 3980, freight: 0, payAmount: 3980, buyerMessage: '',
  createdAt: '2026-01-01T00:00:00Z', payDeadline: '2026-01-01T00:30:00Z', paidAt: null, actions: ['pay'],
  items: [line(1, 'Massage oil', 'Capacity: 300 g / Scent: Lavender'), line(2, 'Gift card', '')],
  address: { consignee: 'Li', mobile: '13800138000', region: 'Guangdong', address: 'Keji Road' },
  cancelReason: null, refundReason: null, logistics: null, shippedAt: null, receivedAt: null, timeline: [],
};

describe('CashierSummary', () => {
  it("shows each line's specification beside its name, as the order page does, and nothing for a line without one", () => {
    const html = renderToStaticMarkup(<I18nProvider locale="en"><CashierSummary order={order} payable={false} onExpired={() => {}} /></I18nProvider>);
    const lines = html.split('data-order-item=').slice(1);
    expect(lines[0]).toContain('>Capacity: 300 g / Scent: Lavender</bdi>');
    expect(lines[1]).not.toContain('data-item-spec');
  });
});
