import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, SaveButton, Toolbar, useListContext, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { adminRequest } from '../api.ts';

/** The goods list's selected rows put on or off shelf together (off asks first: shoppers lose them). */
export function BulkShelfButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselectAll('goods');
  const { selectedIds } = useListContext();
  const [asking, setAsking] = useState(false);
  const send = async (onShelf: boolean) => {
    setAsking(false);
    try {
      await adminRequest('/goods/shelf', { method: 'POST', json: { ids: selectedIds, onShelf } });
      notify(onShelf ? 'console.goodsBulk.onDone' : 'console.goodsBulk.offDone', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      unselect();
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" onClick={() => void send(true)}>{translate('console.goods.onShelf')}</Button>
      <Button size="small" onClick={() => setAsking(true)}>{translate('console.goods.offShelf')}</Button>
      <Confirm isOpen={asking} title="console.goods.offShelf" content="console.goodsBulk.offConfirm" translateOptions={{ smart_count: selectedIds.length }} contentTranslateOptions={{ smart_count: selectedIds.length }} onConfirm={() => void send(false)} onClose={() => setAsking(false)} />
    </>
  );
}

/** Makes a new draft from the goods as stored (off shelf, no stock) and opens it in the form. */
export function CopyGoodsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useRecordContext<{ id: number }>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const copy = async () => {
    setBusy(true);
    try {
      const made = await adminRequest<{ id: number; itemNo: string }>(`/goods/${record.id}/copy`, { method: 'POST', json: {} });
      notify('console.goodsBulk.copied', { type: 'success', messageArgs: { itemNo: made.itemNo } });
      redirect('edit', 'goods', made.id);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
    setBusy(false);
  };
  return (
    <Button startIcon={<ContentCopy />} onClick={() => void copy()} disabled={busy}>
      {translate('console.goodsBulk.copy')}
    </Button>
  );
}

/** The goods edit form's toolbar: save, and copy into a new draft. */
export const GoodsEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <CopyGoodsButton />
  </Toolbar>
);
