import { Stack } from '@mui/material';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { logisticsSchema, reasonSchema, shipSchema } from '../../lib/schemas/admin.ts';
import { ActionDialog } from '../ActionDialog.tsx';

const SPECS: Record<string, { schema?: z.ZodType; fields: { source: string; label: string; multiline?: boolean }[] }> = {
  ship: { schema: shipSchema, fields: [{ source: 'carrier', label: 'console.order.carrier' }, { source: 'trackingNo', label: 'console.order.trackingNo' }] },
  logistics: { schema: logisticsSchema, fields: [{ source: 'text', label: 'console.order.text', multiline: true }] },
  approveRefund: { fields: [] },
  rejectRefund: { schema: reasonSchema, fields: [{ source: 'reason', label: 'console.order.reason', multiline: true }] },
  close: { schema: reasonSchema, fields: [{ source: 'reason', label: 'console.order.reason', multiline: true }] },
};

/**
 * The order as its detail answer has it, or undefined while the page still shows the row the operator clicked in
 * the list (react-admin shows that row at once, without the detail's lines, timeline and actions).
 */
export function useOrderDetail<T extends object>(): (T & { orderNo: string; actions: string[] }) | undefined {
  const record = useRecordContext<T & { orderNo: string; actions?: string[] }>();
  return record && Array.isArray(record.actions) ? (record as T & { orderNo: string; actions: string[] }) : undefined;
}

/** The moves the operator may make on the order in its state, each in its own dialog. */
export function OrderActions() {
  const translate = useTranslate();
  const record = useOrderDetail<object>();
  if (!record) return null;
  if (record.actions.length === 0) return <p>{translate('console.order.noActions')}</p>;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }}>
      {record.actions.map((action) => (
        <ActionDialog key={action} label={`console.order.${action}`} path={`/orders/${encodeURIComponent(record.orderNo)}/${action}`} schema={SPECS[action]!.schema} variant={action === 'ship' ? 'contained' : 'outlined'}>
          {SPECS[action]!.fields.map((f) => <TextInput key={f.source} source={f.source} label={f.label} multiline={f.multiline} fullWidth />)}
        </ActionDialog>
      ))}
    </Stack>
  );
}
