import { Box, Button, Dialog, GlobalStyles, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMoney } from '../format.ts';
import { useOrderDetail } from './useOrderDetail.ts';
import type { OrderDetail } from './OrderShow.tsx';

type Kind = 'slip' | 'invoice';

/**
 * Printing shows only the document: everything else on the page (the console's bar, menu and the order screen) is
 * left out, the dialog's own buttons too, on one A4 page.
 */
const PRINT_CSS = `
@page { size: A4; margin: 14mm; }
@media print {
  body > *:not(.om-print) { display: none !important; }
  .om-print .om-print-toolbar, .om-print .MuiBackdrop-root { display: none !important; }
  .om-print, .om-print .MuiDialog-container, .om-print .MuiDialog-paper { position: static !important; overflow: visible !important; box-shadow: none !important; margin: 0 !important; height: auto !important; max-height: none !important; }
}`;

const cell = { border: '1px solid #999', padding: '4px 6px', textAlign: 'left' as const, verticalAlign: 'top' as const };
const right = { ...cell, textAlign: 'right' as const };

function Document({ order, kind }: { order: OrderDetail; kind: Kind }) {
  const translate = useTranslate();
  const money = useMoney();
  const w = (key: string) => translate(`console.orders.${key}`);
  // A line refunded before shipping is not packed; the invoice lists every line and says which went back.
  const lines = kind === 'slip' ? order.items.filter((i) => i.refundedAt === null) : order.items;
  return (
    <Box component="article" data-print={kind} sx={{ fontSize: '11pt', color: '#000', lineHeight: 1.45, '& h1': { fontSize: '16pt', m: 0 }, '& table': { borderCollapse: 'collapse', width: '100%', my: 1.5 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline">
        <h1>{w(kind === 'slip' ? 'slipTitle' : 'invoiceTitle')}</h1>
        <strong>{w('shop')}</strong>
      </Stack>
      <p>
        {w('orderNo')}: <strong>{order.orderNo}</strong> · {w('placedAt')}: {new Date(order.createdAt).toLocaleString()}
        {order.paidAt ? ` · ${w('paidAt')}: ${new Date(order.paidAt).toLocaleString()}` : ''}
      </p>
      <p>
        {w('shipTo')}: {order.consignee} · {order.mobile}
        <br />
        {order.address}
      </p>
      {kind === 'slip' && (
        <p data-parcel-note>
          <strong>{w('packPlain')}</strong>
          <br />
          {w('parcelSender')}: <strong>{order.parcelSender}</strong>
        </p>
      )}
      {kind === 'slip' && order.buyerMessage && <p>{w('buyerMessage')}: {order.buyerMessage}</p>}
      <table>
        <thead>
          <tr>
            <th style={cell}>{w('item')}</th>
            <th style={cell}>{w('spec')}</th>
            <th style={right}>{w('quantity')}</th>
            {kind === 'invoice' && <th style={right}>{w('unitPrice')}</th>}
            {kind === 'invoice' && <th style={right}>{w('amount')}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((i) => (
            <tr key={i.id}>
              <td style={cell}>{i.name}{kind === 'invoice' && i.refundedAt !== null ? ` (${w('refundedLine')})` : ''}</td>
              <td style={cell}>{i.spec}</td>
              <td style={right}>{i.quantity}</td>
              {kind === 'invoice' && <td style={right}>{money(i.unitPrice)}</td>}
              {kind === 'invoice' && <td style={right}>{money(i.amount)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {kind === 'invoice' && (
        <table style={{ width: 'auto', marginLeft: 'auto' }}>
          <tbody>
            {[
              ['goodsAmount', order.goodsAmount],
              ['freight', order.freight],
              ['total', order.goodsAmount + order.freight],
              ['paid', order.payAmount],
              ...(order.refundedAmount > 0 ? [['refundedAmount', -order.refundedAmount] as const] : []),
            ].map(([key, amount]) => (
              <tr key={key}>
                <th style={cell}>{w(String(key))}</th>
                <td style={right}>{money(Number(amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}

/** The order's printouts: the packing slip (lines and quantities, no prices) and the invoice (prices and totals). */
export function PrintButtons() {
  const translate = useTranslate();
  const order = useOrderDetail<OrderDetail>();
  const [kind, setKind] = useState<Kind | null>(null);
  if (!order) return null;
  return (
    <>
      <Button onClick={() => setKind('slip')}>{translate('console.orders.printSlip')}</Button>
      <Button onClick={() => setKind('invoice')}>{translate('console.orders.printInvoice')}</Button>
      <Dialog className="om-print" fullScreen open={kind !== null} onClose={() => setKind(null)} aria-label={kind ? translate(`console.orders.${kind === 'slip' ? 'slipTitle' : 'invoiceTitle'}`) : undefined}>
        <GlobalStyles styles={PRINT_CSS} />
        <Stack className="om-print-toolbar" direction="row" spacing={1} sx={{ p: 1, borderBottom: '1px solid #ddd' }}>
          <Button variant="contained" onClick={() => window.print()}>{translate('console.orders.print')}</Button>
          <Button onClick={() => setKind(null)}>{translate('console.orders.close')}</Button>
        </Stack>
        <Box sx={{ p: 3, maxWidth: '182mm', mx: 'auto', width: '100%' }}>{kind && <Document order={order} kind={kind} />}</Box>
      </Dialog>
    </>
  );
}
