import { Alert, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { BooleanField, Datagrid, DateField, FunctionField, List, NumberInput, SearchInput, Show, SimpleShowLayout, TextField, TextInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { balanceAdjustSchema } from '../../lib/schemas/admin.ts';
import { MEMBER_SORTS } from '../../lib/schemas/admin-lists.ts';
import { adminRequest } from '../api.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { MemberOrders } from './MemberOrders.tsx';
import { VipActions, VipChanges, VipState } from './VipActions.tsx';
import { useMoney } from '../format.ts';
import { useMemberExporter } from '../lists/exporters.ts';
import { dateRangeFilters } from '../lists/DateRangeInputs.tsx';
import { ListActions } from '../lists/ListActions.tsx';
import { sortableIn } from '../lists/sortable.ts';
import { wholeRecordShow } from '../full-record.ts';

/** Members by search and registration dates, newest first, sortable by registration, account and balance; CSV export. */
export function MemberList() {
  const translate = useTranslate();
  const money = useMoney();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.people.search')} aria-label={translate('console.people.search')} />, ...dateRangeFilters()];
  const sortable = sortableIn(MEMBER_SORTS);
  return (
    <List filters={filters} perPage={25} sort={{ field: 'id', order: 'DESC' }} exporter={useMemberExporter()} actions={<ListActions />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField source="account" sortable={sortable('account')} render={(r: { account: string; deletedAt: string | null }) => <AccountCell account={r.account} deletedAt={r.deletedAt} />} />
        <TextField source="nickname" sortable={false} />
        <TextField source="email" sortable={false} emptyText="-" />
        <FunctionField source="balance" sortable={sortable('balance')} render={(r: { balance: number }) => money(r.balance)} />
        <BooleanField source="vip" sortable={false} />
        <DateField source="createdAt" sortable={sortable('createdAt')} />
      </Datagrid>
    </List>
  );
}

/** The account name, and a mark on an account its member deleted. */
function AccountCell({ account, deletedAt }: { account: string; deletedAt: string | null }) {
  const translate = useTranslate();
  return (
    <>
      <span>{account}</span>
      {deletedAt && <Chip size="small" label={translate('console.member.deleted')} sx={{ ml: 1 }} data-member-deleted />}
    </>
  );
}

/** What is left of a deleted account, said once above its orders and ledger. */
function DeletedNote() {
  const translate = useTranslate();
  const record = useRecordContext<{ deletedAt: string | null }>();
  if (!record?.deletedAt) return null;
  return (
    <Alert severity="info" data-member-deleted>
      {translate('console.member.deletedOn', { date: new Date(record.deletedAt).toLocaleString() })}
    </Alert>
  );
}

/** The owner credits or debits a balance with a reason; staff do not see the button (and the server refuses them). */
function AdjustBalance() {
  const record = useRecordContext<{ id: number; deletedAt: string | null }>();
  const { permissions } = usePermissions<string>();
  if (!record || permissions !== 'owner' || record.deletedAt) return null;
  return (
    <ActionDialog label="console.member.adjust" path={`/members/${record.id}/adjust`} schema={balanceAdjustSchema}>
      <NumberInput source="amount" label="console.member.amount" helperText="console.member.amountHelp" step={0.01} fullWidth />
      <TextInput source="reason" label="console.order.reason" fullWidth />
    </ActionDialog>
  );
}

interface LedgerLine {
  id: number;
  type: string;
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  note: string | null;
  createdAt: string;
}

function Ledger() {
  const translate = useTranslate();
  const money = useMoney();
  const record = useRecordContext<{ id: number; balance: number }>();
  const [lines, setLines] = useState<LedgerLine[]>([]);
  useEffect(() => {
    if (record) adminRequest<{ list: LedgerLine[] }>(`/members/${record.id}/ledger`, { query: { pageSize: 50 } }).then((p) => setLines(p.list), () => undefined);
  }, [record]);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>{translate('console.member.ledger')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.order.time')}</TableCell>
            <TableCell>{translate('console.member.type')}</TableCell>
            <TableCell align="right">{translate('console.member.amount')}</TableCell>
            <TableCell align="right">{translate('resources.members.fields.balance')}</TableCell>
            <TableCell>{translate('console.order.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{new Date(l.createdAt).toLocaleString()}</TableCell>
              <TableCell>{translate(`console.ledger.${l.type}`)}</TableCell>
              <TableCell align="right">{money(l.amount)}</TableCell>
              <TableCell align="right">{money(l.balanceAfter)}</TableCell>
              <TableCell>{l.orderNo ?? l.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function MemberShow() {
  const money = useMoney();
  return (
    <Show {...wholeRecordShow}>
      <SimpleShowLayout>
        <DeletedNote />
        <TextField source="account" />
        <TextField source="nickname" />
        <TextField source="email" emptyText="-" />
        <FunctionField source="balance" render={(r: { balance: number }) => money(r.balance)} />
        <FunctionField source="vip" render={() => <VipState />} />
        <DateField source="createdAt" showTime />
        <AdjustBalance />
        <VipActions />
        <VipChanges />
        <MemberOrders />
        <Ledger />
      </SimpleShowLayout>
    </Show>
  );
}
