import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { logisticsSchema, reasonSchema, shipSchema } from '../../lib/schemas/admin.ts';
import { adminRequest } from '../api.ts';
import { zodValidate } from '../forms.ts';

interface ActionSpec {
  schema?: z.ZodType;
  fields: { source: string; label: string; multiline?: boolean }[];
}

const SPECS: Record<string, ActionSpec> = {
  ship: { schema: shipSchema, fields: [{ source: 'carrier', label: 'console.order.carrier' }, { source: 'trackingNo', label: 'console.order.trackingNo' }] },
  logistics: { schema: logisticsSchema, fields: [{ source: 'text', label: 'console.order.text', multiline: true }] },
  approveRefund: { fields: [] },
  rejectRefund: { schema: reasonSchema, fields: [{ source: 'reason', label: 'console.order.reason', multiline: true }] },
  close: { schema: reasonSchema, fields: [{ source: 'reason', label: 'console.order.reason', multiline: true }] },
};

/** One operator action: a dialog with its fields, checked by the shared schema; a refusal keeps what was typed. */
function ActionButton({ orderNo, action }: { orderNo: string; action: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const spec = SPECS[action]!;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await adminRequest(`/orders/${encodeURIComponent(orderNo)}/${action}`, { method: 'POST', json: values });
      notify('console.order.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  const title = translate(`console.order.${action}`);
  return (
    <>
      <Button variant={action === 'ship' ? 'contained' : 'outlined'} onClick={() => setOpen(true)}>{title}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`dialog-${action}`}>
        <Form onSubmit={submit} validate={spec.schema ? zodValidate(spec.schema) : undefined}>
          <DialogTitle id={`dialog-${action}`}>{title}</DialogTitle>
          <DialogContent>
            {spec.fields.map((f) => <TextInput key={f.source} source={f.source} label={f.label} multiline={f.multiline} fullWidth />)}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={title} alwaysEnable icon={<></>} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

export function OrderActions() {
  const translate = useTranslate();
  const record = useRecordContext<{ orderNo: string; actions: string[] }>();
  if (!record) return null;
  if (record.actions.length === 0) return <p>{translate('console.order.noActions')}</p>;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }}>
      {record.actions.map((a) => <ActionButton key={a} orderNo={record.orderNo} action={a} />)}
    </Stack>
  );
}
