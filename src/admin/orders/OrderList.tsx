import { Datagrid, DateField, ExportButton, FilterButton, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../lib/schemas/order-view.ts';
import { ORDER_SORTS } from '../../lib/schemas/order-admin.ts';
import { statusKey, useMoney } from '../format.ts';
import { dateRangeFilters } from '../lists/DateRangeInputs.tsx';
import { csvTime, csvYuan, useCsvExporter } from '../lists/exporter.ts';
import { EXPORT_MAX } from '../lists/ListActions.tsx';
import { sortableIn } from '../lists/sortable.ts';
import { BatchShipDialog } from './BatchShipDialog.tsx';

export function StatusField({ status }: { status: string }) {
  const translate = useTranslate();
  return <>{translate(statusKey(status))}</>;
}

interface OrderRow {
  orderNo: string;
  account: string;
  consignee: string;
  payAmount: number;
  freight: number;
  status: string;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
}

const sortable = sortableIn(ORDER_SORTS);

function OrderListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <BatchShipDialog />
      <ExportButton maxResults={EXPORT_MAX} />
    </TopToolbar>
  );
}

export function OrderList() {
  const translate = useTranslate();
  const money = useMoney();
  const exporter = useCsvExporter<OrderRow>(translate('console.orders.exportName'), [
    { label: 'resources.orders.fields.orderNo', value: (r) => r.orderNo },
    { label: 'resources.orders.fields.account', value: (r) => r.account },
    { label: 'resources.orders.fields.consignee', value: (r) => r.consignee },
    { label: 'resources.orders.fields.payAmount', value: (r) => csvYuan(r.payAmount) },
    { label: 'console.orders.freight', value: (r) => csvYuan(r.freight) },
    { label: 'resources.orders.fields.status', value: (r) => translate(statusKey(r.status)) },
    { label: 'resources.orders.fields.createdAt', value: (r) => csvTime(r.createdAt) },
    { label: 'console.orders.paidAt', value: (r) => csvTime(r.paidAt) },
  ]);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.fields.q')} aria-label={translate('resources.orders.fields.q')} />,
    <SelectInput key="status" source="status" alwaysOn choices={ORDER_STATUSES.map((s) => ({ id: s, name: translate(statusKey(s)) }))} />,
    ...dateRangeFilters(),
  ];
  return (
    <List filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={exporter} actions={<OrderListActions />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="orderNo" sortable={sortable('orderNo')} />
        <TextField source="account" sortable={false} />
        <TextField source="consignee" sortable={false} />
        <FunctionField source="payAmount" sortable={sortable('payAmount')} render={(r: OrderRow) => money(r.payAmount)} />
        <FunctionField source="status" sortable={sortable('status')} render={(r: OrderRow) => <StatusField status={r.status} />} />
        <DateField source="createdAt" showTime sortable={sortable('createdAt')} />
      </Datagrid>
    </List>
  );
}
