import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { PRICE_LABEL_KEYS, type PriceLabel } from '../../lib/pricing.ts';
import { useMoney } from '../format.ts';
import { OrderActions, useOrderDetail } from './OrderActions.tsx';
import { StatusField } from './OrderList.tsx';

interface OrderDetail {
  items: { id: number; name: string; spec: string; unitPrice: number; priceLabel: PriceLabel; marketPrice: number | null; quantity: number; amount: number }[];
  timeline: { id: number; kind: string; detail: string | null; by: { kind: 'member' | 'operator' | 'system'; name: string | null }; createdAt: string }[];
}

function Items() {
  const translate = useTranslate();
  const money = useMoney();
  const record = useOrderDetail<OrderDetail>();
  if (!record) return null;
  return (
    <Table size="small" aria-label={translate('console.order.items')}>
      <TableBody>
        {record.items.map((i) => (
          <TableRow key={i.id}>
            <TableCell>{i.name}</TableCell>
            <TableCell>{i.spec}</TableCell>
            <TableCell align="right" data-console-unit-price={i.priceLabel}>
              {translate(PRICE_LABEL_KEYS[i.priceLabel])} {money(i.unitPrice)} × {i.quantity}
              {i.marketPrice !== null && (
                <Typography variant="body2" color="text.secondary">
                  {translate('goods.price.market')} <del>{money(i.marketPrice)}</del>
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{money(i.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Timeline() {
  const translate = useTranslate();
  const record = useOrderDetail<OrderDetail>();
  if (!record) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>{translate('console.order.timeline')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.order.time')}</TableCell>
            <TableCell>{translate('resources.orders.fields.status')}</TableCell>
            <TableCell>{translate('console.order.actor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.timeline.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{new Date(e.createdAt).toLocaleString()}</TableCell>
              <TableCell>{translate(`order.event.${e.kind}`)}{e.detail ? `: ${e.detail}` : ''}</TableCell>
              <TableCell>{e.by.name ?? translate(`console.order.by.${e.by.kind}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function OrderShow() {
  const money = useMoney();
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="orderNo" />
        <FunctionField source="status" render={(r: { status: string }) => <StatusField status={r.status} />} />
        <OrderActions />
        <TextField source="account" />
        <TextField source="consignee" />
        <TextField source="mobile" />
        <TextField source="address" />
        <TextField source="buyerMessage" emptyText="-" />
        <FunctionField source="payAmount" render={(r: { payAmount: number; freight: number }) => `${money(r.payAmount)} (${translate('console.order.freight')} ${money(r.freight)})`} />
        <TextField source="carrier" emptyText="-" />
        <TextField source="trackingNo" emptyText="-" />
        <TextField source="refundReason" emptyText="-" />
        <DateField source="createdAt" showTime />
        <Labeled label="console.order.items"><Items /></Labeled>
        <Timeline />
      </SimpleShowLayout>
    </Show>
  );
}
