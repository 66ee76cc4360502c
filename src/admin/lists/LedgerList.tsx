import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { LEDGER_SORTS } from '../../lib/schemas/admin-lists.ts';
import { useMoney } from '../format.ts';
import { dateRangeFilters } from './DateRangeInputs.tsx';
import { csvTime, csvYuan, useCsvExporter } from './exporter.ts';
import { ListActions } from './ListActions.tsx';
import { sortableIn } from './sortable.ts';

const TYPES = ['recharge', 'bonus', 'payment', 'refund', 'vip', 'adjust'] as const;

interface LedgerRow {
  memberId: number;
  account: string;
  type: string;
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  note: string | null;
  createdAt: string;
}

/** Every member's balance records: by kind, dates, member or order, newest first, sortable by time, amount and kind; CSV export. */
export function LedgerList() {
  const translate = useTranslate();
  const money = useMoney();
  const kind = (type: string) => translate(`console.ledger.${type}`);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.ledger.fields.q')} aria-label={translate('resources.ledger.fields.q')} />,
    <SelectInput key="type" source="type" alwaysOn choices={TYPES.map((t) => ({ id: t, name: kind(t) }))} />,
    ...dateRangeFilters(),
  ];
  const exporter = useCsvExporter<LedgerRow>('balance-records', [
    { label: 'resources.ledger.fields.createdAt', value: (r) => csvTime(r.createdAt) },
    { label: 'resources.ledger.fields.account', value: (r) => r.account },
    { label: 'resources.ledger.fields.type', value: (r) => kind(r.type) },
    { label: 'resources.ledger.fields.amount', value: (r) => csvYuan(r.amount) },
    { label: 'resources.ledger.fields.balanceAfter', value: (r) => csvYuan(r.balanceAfter) },
    { label: 'resources.ledger.fields.orderNo', value: (r) => r.orderNo },
    { label: 'resources.ledger.fields.note', value: (r) => r.note },
  ]);
  const sortable = sortableIn(LEDGER_SORTS);
  return (
    <List filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={exporter} actions={<ListActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime sortable={sortable('createdAt')} />
        <TextField source="account" sortable={false} />
        <FunctionField source="type" sortable={sortable('type')} render={(r: LedgerRow) => kind(r.type)} />
        <FunctionField source="amount" sortable={sortable('amount')} render={(r: LedgerRow) => money(r.amount)} />
        <FunctionField source="balanceAfter" sortable={false} render={(r: LedgerRow) => money(r.balanceAfter)} />
        <TextField source="orderNo" sortable={false} emptyText="-" />
        <TextField source="note" sortable={false} emptyText="-" />
      </Datagrid>
    </List>
  );
}
