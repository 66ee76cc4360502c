import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { batchShipSchema } from '../../lib/schemas/order-admin.ts';
import { adminRequest } from '../api.ts';
import { useCarrierChoices } from './carriers.ts';

type Result = { line: number; orderNo: string; shipped: true } | { line: number; orderNo: string; shipped: false; reason: string };

/**
 * Ships many paid orders from a CSV (pasted, or read from a chosen file in the browser): each row ships on its own
 * or is refused with its reason, and the dialog lists the outcome of every row.
 */
export function BatchShipDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const carriers = useCarrierChoices();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [carrier, setCarrier] = useState(carriers[0]!.id);
  const [results, setResults] = useState<Result[] | null>(null);
  const [busy, setBusy] = useState(false);

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) setCsv(await file.text());
  };
  const send = async () => {
    const checked = batchShipSchema.safeParse({ csv, carrier });
    if (!checked.success) return void notify(checked.error.issues[0]!.message, { type: 'error' });
    setBusy(true);
    try {
      setResults(await adminRequest<Result[]>('/orders/batchShip', { method: 'POST', json: checked.data }));
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const shipped = results?.filter((r) => r.shipped).length ?? 0;

  return (
    <>
      <Button size="small" onClick={() => (setResults(null), setOpen(true))}>{translate('console.orders.batchShip')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('console.orders.batchShip')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>{translate('console.orders.batchHelp')}</Typography>
          <TextField select label={translate('console.orders.batchCarrier')} value={carrier} onChange={(e) => setCarrier(e.target.value)} fullWidth sx={{ mb: 2 }}>
            {carriers.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
          </TextField>
          <Button component="label" variant="outlined" sx={{ mb: 2 }}>
            {translate('console.orders.batchFile')}
            <input type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={readFile} data-testid="batch-ship-file" />
          </Button>
          <TextField label={translate('console.orders.batchText')} name="csv" value={csv} onChange={(e) => setCsv(e.target.value)} multiline minRows={4} maxRows={12} fullWidth />
          {results && (
            <>
              <Typography role="status" sx={{ mt: 2 }}>{translate('console.orders.batchSummary', { shipped, refused: results.length - shipped })}</Typography>
              <Table size="small" aria-label={translate('console.orders.result')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('console.orders.line')}</TableCell>
                    <TableCell>{translate('console.orders.orderNo')}</TableCell>
                    <TableCell>{translate('console.orders.result')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {results.map((r) => (
                    <TableRow key={r.line} data-batch-shipped={r.shipped}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell>{r.orderNo}</TableCell>
                      <TableCell>{r.shipped ? translate('console.orders.batchShipped') : translate('console.orders.batchRefused', { reason: r.reason })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('console.orders.close')}</Button>
          <Button variant="contained" disabled={busy || csv.trim() === ''} onClick={send}>{translate('console.orders.batchSend')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
