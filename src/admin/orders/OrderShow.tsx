import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { PRICE_LABEL_KEYS, type PriceLabel } from '../../lib/pricing.ts';
import { useMoney } from '../format.ts';
import { OrderActions } from './OrderActions.tsx';
import { useOrderDetail } from './useOrderDetail.ts';
import { StatusField } from './OrderList.tsx';
import { wholeRecordShow } from '../full-record.ts';

export interface OrderDetail {
  orderNo: string;
  status: string;
  account: string;
  consignee: string;
  mobile: string;
  address: string;
  buyerMessage: string;
  /** The sender name printed on the parcel (PARCEL_SENDER). */
  parcelSender: string;
  goodsAmount: number;
  freight: number;
  payAmount: number;
  refundedAmount: number;
  carrier: string | null;
  carrierName: string | null;
  trackingNo: string | null;
  trackUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  items: {
    id: number;
    name: string;
    spec: string;
    unitPrice: number;
    priceLabel: PriceLabel;
    marketPrice: number | null;
    quantity: number;
    amount: number;
    refundedAt: string | null;
    refundAmount: number | null;
  }[];
  timeline: { id: number; kind: string; detail: string | null; by: { kind: 'member' | 'operator' | 'system'; name: string | null }; createdAt: string }[];
}

/** The order's lines, named in the console's language, with what each was charged and whether it was refunded. */
function Items() {
  const translate = useTranslate();
  const money = useMoney();
  const record = useOrderDetail<OrderDetail>();
  if (!record) return null;
  return (
    <Table size="small" aria-label={translate('console.order.items')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.orders.item')}</TableCell>
          <TableCell>{translate('console.orders.spec')}</TableCell>
          <TableCell align="right">{translate('console.orders.unitPrice')}</TableCell>
          <TableCell align="right">{translate('console.orders.amount')}</TableCell>
          <TableCell>{translate('console.orders.lineState')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.items.map((i) => (
          <TableRow key={i.id} data-order-line={i.id}>
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
            <TableCell>
              {i.refundedAt !== null && <Chip size="small" variant="outlined" label={`${translate('console.orders.refunded')} ${money(i.refundAmount ?? 0)}`} />}
            </TableCell>
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

/** The carrier by its name in the console's language (words typed before the list as typed), with its tracking page. */
function Carrier({ r }: { r: OrderDetail }) {
  const translate = useTranslate();
  if (!r.carrier) return <>-</>;
  return (
    <>
      {r.carrierName ?? r.carrier}
      {r.trackUrl && (
        <> · <Link href={r.trackUrl} target="_blank" rel="noopener noreferrer">{translate('console.orders.track')}</Link></>
      )}
    </>
  );
}

export function OrderShow() {
  const money = useMoney();
  const translate = useTranslate();
  return (
    <Show {...wholeRecordShow}>
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
        <FunctionField
          label="console.orders.refundedAmount"
          render={(r: Partial<OrderDetail>) => (r.refundedAmount ? money(r.refundedAmount) : '-')}
        />
        <FunctionField source="carrier" render={(r: OrderDetail) => <Carrier r={r} />} />
        <TextField source="trackingNo" emptyText="-" />
        <TextField source="refundReason" emptyText="-" />
        <DateField source="createdAt" showTime />
        <Labeled label="console.order.items"><Items /></Labeled>
        <Timeline />
      </SimpleShowLayout>
    </Show>
  );
}
