import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { adminRequest } from '../api.ts';

/**
 * Deletes the record the form shows, after the operator confirms; the server refuses one still in use and the
 * operator reads why (goods filed under it: move them, or hide it instead).
 */
export function DeleteRecordButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const record = useRecordContext<{ id: number; version: number }>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await adminRequest(`/${resource}/${record.id}/delete`, { method: 'POST', json: { version: record.version } });
      notify('console.catalogue.deleted', { type: 'success' });
      redirect('list', resource);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={busy}>{translate('ra.action.delete')}</Button>
      <Confirm isOpen={open} loading={busy} title="console.catalogue.deleteTitle" content="console.catalogue.deleteContent" onConfirm={() => void confirm()} onClose={() => setOpen(false)} />
    </>
  );
}
