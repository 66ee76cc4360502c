import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { refundSchema } from '../../lib/schemas/order-admin.ts';
import { adminRequest } from '../api.ts';
import { useMoney } from '../format.ts';
import { useOrderDetail } from './useOrderDetail.ts';
import type { OrderDetail } from './OrderShow.tsx';

/**
 * Refund the whole order or some of its lines, with the reason the member reads. Lines refunded already are shown
 * ticked and cannot be chosen again; choosing none refunds every line left (the button says which it will do).
 */
export function RefundDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const money = useMoney();
  const titleId = useId();
  const record = useOrderDetail<OrderDetail>();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const toggle = (id: number) => setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const submit = async () => {
    const payload = { lines: chosen.map((orderItemId) => ({ orderItemId })), reason };
    const checked = refundSchema.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    try {
      await adminRequest(`/orders/${encodeURIComponent(record.orderNo)}/refund`, { method: 'POST', json: payload });
      notify('console.order.done', { type: 'success' });
      setOpen(false);
      setChosen([]);
      setReason('');
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>{translate('console.orders.refund')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('console.orders.refundTitle', { orderNo: record.orderNo })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>{translate('console.orders.refundHelp')}</Typography>
          <FormGroup>
            {record.items.map((i) => (
              <FormControlLabel
                key={i.id}
                disabled={i.refundedAt !== null}
                control={<Checkbox checked={i.refundedAt !== null || chosen.includes(i.id)} onChange={() => toggle(i.id)} />}
                label={`${i.name}${i.spec ? ` · ${i.spec}` : ''} × ${i.quantity} · ${money(i.amount)}${i.refundedAt !== null ? ` (${translate('console.orders.refunded')})` : ''}`}
              />
            ))}
          </FormGroup>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>{translate('console.orders.refundWholeHelp')}</Typography>
          <TextField
            label={translate('console.order.reason')}
            name="reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ? translate(error) : ' '}
            multiline
            fullWidth
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={submit}>
            {chosen.length > 0 ? translate('console.orders.refundLines', { smart_count: chosen.length }) : translate('console.orders.refundWhole')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
