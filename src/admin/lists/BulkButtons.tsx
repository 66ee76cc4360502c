import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { reasonSchema } from '../../lib/schemas/admin.ts';
import { adminRequest } from '../api.ts';

interface BulkAnswer {
  done: number[];
  unchanged: number[];
  refused: { id: number; msg: string }[];
}

/** Posts the selected rows' ids (and `extra`) to a bulk route, says what was done and why any row was refused. */
function useBulkPost(path: string) {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (extra: object = {}) => {
    try {
      const answer = await adminRequest<BulkAnswer>(path, { method: 'POST', json: { ids: selectedIds, ...extra } });
      const counts = { done: answer.done.length, unchanged: answer.unchanged.length, refused: answer.refused.length };
      const first = answer.refused[0];
      notify(first ? `${first.msg} (#${first.id})` : 'console.lists.bulkDone', { type: first ? 'warning' : 'success', messageArgs: counts });
      onUnselectItems();
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
}

/** Feedback list: mark the selected messages handled. */
export function BulkHandleFeedback() {
  const translate = useTranslate();
  const post = useBulkPost('/feedback/handle');
  return <Button size="small" onClick={() => void post()}>{translate('console.feedback.markHandled')}</Button>;
}

/** Review list: hide the selected reviews, with one reason the members concerned may read. */
export function BulkHideReviews() {
  const translate = useTranslate();
  const post = useBulkPost('/reviews/hide');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    const checked = reasonSchema.safeParse({ reason });
    if (!checked.success) return setError(translate(checked.error.issues[0]?.message ?? 'admin.validation.required'));
    setOpen(false);
    setReason('');
    setError(undefined);
    await post(checked.data);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>{translate('console.review.hide')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('console.review.hide')}</DialogTitle>
        <DialogContent>
          <TextField label={translate('console.review.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(error)} helperText={error ?? translate('console.review.reasonHelp')} multiline fullWidth sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()}>{translate('console.review.hide')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
