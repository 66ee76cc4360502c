import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { RECHARGE_STATUSES } from '../../lib/schemas/balance.ts';
import { FEEDBACK_SORTS, TOP_UP_SORTS } from '../../lib/schemas/admin-lists.ts';
import { adminRequest } from '../api.ts';
import { useMoney } from '../format.ts';
import { dateRangeFilters } from '../lists/DateRangeInputs.tsx';
import { csvTime, csvYuan, useCsvExporter } from '../lists/exporter.ts';
import { useFeedbackExporter } from '../lists/exporters.ts';
import { BulkHandleFeedback } from '../lists/BulkButtons.tsx';
import { ListActions } from '../lists/ListActions.tsx';
import { sortableIn } from '../lists/sortable.ts';
import { FeedbackReply, FeedbackReplyText } from './FeedbackReply.tsx';

/** A row's action buttons in one column without a heading (a lone RowAction's label would head its column). */
export const RowActions = ({ children }: { children: React.ReactNode }) => <Stack direction="row" spacing={1}>{children}</Stack>;

interface RowActionProps {
  path: (id: string | number) => string;
  label: string;
  when: (r: Record<string, unknown>) => boolean;
  /** What is posted (nothing by default). */
  json?: Record<string, unknown>;
  /** Message key of a question asked first, for actions that are hard to undo; the row's fields fill it in. */
  confirm?: string;
  /** What to tell the operator from the server's answer (by default that it is done). */
  told?: (answer: unknown) => { message: string; type: 'success' | 'info' | 'warning' };
}

/** A button posting one action on the row's record, then refreshing the list. */
export function RowAction({ path, label, when, json = {}, confirm, told }: RowActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  if (!record || !when(record)) return null;
  const run = async () => {
    setAsking(false);
    try {
      const answer = await adminRequest(path(record.id), { method: 'POST', json });
      const { message, type } = told ? told(answer) : { message: 'console.order.done', type: 'success' as const };
      notify(message, { type });
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  const click = (e: React.MouseEvent) => {
    e.stopPropagation();
    if (confirm) setAsking(true);
    else void run();
  };
  return (
    <>
      <Button size="small" onClick={click}>{translate(label)}</Button>
      {confirm ? <Confirm isOpen={asking} title={label} content={confirm} contentTranslateOptions={record} onConfirm={() => void run()} onClose={() => setAsking(false)} /> : null}
    </>
  );
}

/** The provider's answer to "ask the provider", as the top-up's state after it: credited, still waiting, or closed. */
function reconciled(answer: unknown): { message: string; type: 'success' | 'info' | 'warning' } {
  const status = (answer as { status?: string }).status ?? 'pending';
  const type = status === 'paid' ? 'success' : status === 'pending' ? 'info' : 'warning';
  return { message: `console.recharge.after.${status}`, type };
}

interface TopUpRow {
  rechargeNo: string;
  account: string;
  amount: number;
  bonus: number;
  status: string;
  provider: string;
  createdAt: string;
  paidAt: string | null;
}

/** Top-ups by state, date and member or number, newest first, sortable by time, amount and state; CSV export. */
export function RechargeList() {
  const translate = useTranslate();
  const money = useMoney();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('console.lists.search')} />,
    <SelectInput key="status" source="status" alwaysOn choices={RECHARGE_STATUSES.map((s) => ({ id: s, name: translate(`console.recharge.${s}`) }))} />,
    ...dateRangeFilters(),
  ];
  const exporter = useCsvExporter<TopUpRow>('top-ups', [
    { label: 'resources.recharges.fields.rechargeNo', value: (r) => r.rechargeNo },
    { label: 'resources.recharges.fields.account', value: (r) => r.account },
    { label: 'console.lists.amount', value: (r) => csvYuan(r.amount) },
    { label: 'console.lists.bonus', value: (r) => csvYuan(r.bonus) },
    { label: 'resources.recharges.fields.status', value: (r) => translate(`console.recharge.${r.status}`) },
    { label: 'resources.recharges.fields.provider', value: (r) => r.provider },
    { label: 'resources.recharges.fields.createdAt', value: (r) => csvTime(r.createdAt) },
    { label: 'console.lists.paidAt', value: (r) => csvTime(r.paidAt) },
  ]);
  const sortable = sortableIn(TOP_UP_SORTS);
  return (
    <List filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={exporter} actions={<ListActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="rechargeNo" sortable={false} />
        <TextField source="account" sortable={false} />
        <FunctionField source="amount" sortable={sortable('amount')} render={(r: TopUpRow) => `${money(r.amount)} + ${money(r.bonus)}`} />
        <FunctionField source="status" sortable={sortable('status')} render={(r: TopUpRow) => translate(`console.recharge.${r.status}`)} />
        <TextField source="provider" sortable={false} />
        <DateField source="createdAt" showTime sortable={sortable('createdAt')} />
        <DateField source="paidAt" label="console.lists.paidAt" showTime emptyText="-" sortable={sortable('paidAt')} />
        <RowAction path={(id) => `/recharges/${encodeURIComponent(String(id))}/reconcile`} label="console.recharge.reconcile" when={(r) => r.status === 'pending'} told={reconciled} />
      </Datagrid>
    </List>
  );
}

/** Feedback by state and the days it was sent, newest first, sortable by time; CSV export, bulk mark handled. */
export function FeedbackList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="handled" source="handled" alwaysOn choices={[{ id: 'false', name: translate('console.feedback.open') }, { id: 'true', name: translate('console.feedback.handled') }]} />,
    ...dateRangeFilters(),
  ];
  return (
    <List filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={useFeedbackExporter()} actions={<ListActions />}>
      <Datagrid bulkActionButtons={<BulkHandleFeedback />} rowClick={false}>
        <DateField source="createdAt" showTime sortable={sortableIn(FEEDBACK_SORTS)('createdAt')} />
        <TextField source="account" sortable={false} />
        <TextField source="content" sortable={false} />
        <TextField source="contactInformation" sortable={false} emptyText="-" />
        <FunctionField
          source="imageUrls"
          sortable={false}
          render={(r: { imageUrls: string[] }) => (
            <Stack direction="row" spacing={1}>
              {r.imageUrls.map((u, i) => <a key={u} href={u} target="_blank" rel="noreferrer"><img src={u} alt={translate('console.goods.picture', { n: i + 1 })} width={48} height={48} /></a>)}
            </Stack>
          )}
        />
        <FunctionField source="handledAt" sortable={false} render={(r: { handledAt: string | null; handledBy: string | null }) => (r.handledAt ? `${r.handledBy} · ${new Date(r.handledAt).toLocaleString()}` : '-')} />
        <FunctionField label="console.feedbackReply.reply" render={() => <FeedbackReplyText />} />
        <RowActions>
          <FeedbackReply />
          <RowAction path={(id) => `/feedback/${id}/handle`} label="console.feedback.markHandled" when={(r) => !r.handledAt} />
        </RowActions>
      </Datagrid>
    </List>
  );
}

/** The audit log lives with the console's other lists (lists/AuditList.tsx). */
export { AuditList } from '../lists/AuditList.tsx';
