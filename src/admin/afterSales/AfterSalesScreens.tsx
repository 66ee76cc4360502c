import { Stack } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, SelectInput, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { AFTER_SALES_STATUSES, STATUS_KEYS, TYPE_KEYS } from '../../lib/after-sales.ts';
import { rejectRefundSchema } from '../../lib/schemas/operator-words.ts';
import type { AfterSalesView } from '../../lib/schemas/after-sales.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { useMoney } from '../format.ts';
import { OperatorWordsFields } from '../orders/OperatorWordsFields.tsx';
import { wholeRecordShow } from '../full-record.ts';

type Row = AfterSalesView & { account: string; decidedBy: string | null };

function Status() {
  const translate = useTranslate();
  const r = useRecordContext<Row>();
  return r ? <span data-after-sales-status={r.status}>{translate(STATUS_KEYS[r.status])}</span> : null;
}

function Type() {
  const translate = useTranslate();
  const r = useRecordContext<Row>();
  return r ? <>{translate(TYPE_KEYS[r.type])}</> : null;
}

/** Members' after-sales requests, newest first, by state (those waiting for the shop first to hand). */
export function AfterSalesList() {
  const translate = useTranslate();
  const money = useMoney();
  const filters = [<SelectInput key="status" source="status" alwaysOn choices={AFTER_SALES_STATUSES.map((s) => ({ id: s, name: translate(STATUS_KEYS[s]) }))} />];
  return (
    <List filters={filters} perPage={25} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="orderNo" sortable={false} />
        <TextField source="account" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField source="type" sortable={false} render={() => <Type />} />
        <TextField source="reasonLabel" sortable={false} />
        <FunctionField source="amount" sortable={false} render={(r: Row) => money(r.amount)} />
        <FunctionField source="status" sortable={false} render={() => <Status />} />
        <DateField source="createdAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

/** What the shop may do now: approve or refuse a new request; confirm a returned parcel arrived. */
function Decisions() {
  const r = useRecordContext<Row>();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={1}>
      {r.status === 'requested' && <ActionDialog label="console.afterSales.approve" path={`/after-sales/${r.id}/approve`} variant="contained" />}
      {r.status === 'requested' && (
        <ActionDialog label="console.afterSales.refuse" path={`/after-sales/${r.id}/refuse`} schema={rejectRefundSchema}>
          <OperatorWordsFields list="refuse" />
        </ActionDialog>
      )}
      {r.status === 'returning' && <ActionDialog label="console.afterSales.receive" path={`/after-sales/${r.id}/receive`} variant="contained" />}
    </Stack>
  );
}

export function AfterSalesShow() {
  const money = useMoney();
  const translate = useTranslate();
  return (
    <Show {...wholeRecordShow}>
      <SimpleShowLayout>
        <FunctionField source="status" render={() => <Status />} />
        <Decisions />
        <TextField source="orderNo" />
        <TextField source="account" />
        <TextField source="name" />
        <TextField source="spec" emptyText="-" />
        <FunctionField source="amount" render={(r: Row) => money(r.amount)} />
        <FunctionField source="type" render={() => <Type />} />
        <TextField source="reasonLabel" />
        <TextField source="note" emptyText="-" />
        <FunctionField source="images" render={(r: Row) => (r.images.length ? <Stack direction="row" spacing={1}>{r.images.map((u, i) => <a key={u} href={u} target="_blank" rel="noreferrer"><img src={u} alt={translate('console.goods.picture', { n: i + 1 })} width={96} height={96} style={{ objectFit: 'cover' }} /></a>)}</Stack> : '-')} />
        <TextField source="carrier" emptyText="-" />
        <TextField source="trackingNo" emptyText="-" />
        <TextField source="refuseReason" emptyText="-" />
        <FunctionField source="refundAmount" render={(r: Row) => (r.refundAmount === null ? '-' : money(r.refundAmount))} />
        <TextField source="decidedBy" emptyText="-" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
