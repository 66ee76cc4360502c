import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../lib/schemas/order-view.ts';
import { statusKey, useMoney } from '../format.ts';

export function StatusField({ status }: { status: string }) {
  const translate = useTranslate();
  return <>{translate(statusKey(status))}</>;
}

export function OrderList() {
  const translate = useTranslate();
  const money = useMoney();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.fields.q')} aria-label={translate('resources.orders.fields.q')} />,
    <SelectInput key="status" source="status" alwaysOn choices={ORDER_STATUSES.map((s) => ({ id: s, name: translate(statusKey(s)) }))} />,
  ];
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="orderNo" sortable={false} />
        <TextField source="account" sortable={false} />
        <TextField source="consignee" sortable={false} />
        <FunctionField source="payAmount" sortable={false} render={(r: { payAmount: number }) => money(r.payAmount)} />
        <FunctionField source="status" sortable={false} render={(r: { status: string }) => <StatusField status={r.status} />} />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
