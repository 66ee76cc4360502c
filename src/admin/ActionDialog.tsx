import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { adminRequest } from './api.ts';
import { zodValidate } from './forms.ts';

interface ActionDialogProps {
  /** Message key of the button, the dialog title and its confirm button. */
  label: string;
  /** Where the form's values are posted, under /api/admin. */
  path: string;
  schema?: z.ZodType;
  variant?: 'contained' | 'outlined';
  children?: ReactNode;
}

/**
 * A record action that asks for a few values: checked by the payload's shared schema, posted, then the screen
 * refreshes. A refusal shows the server's reason and the dialog keeps what was typed.
 */
export function ActionDialog({ label, path, schema, variant = 'outlined', children }: ActionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await adminRequest(path, { method: 'POST', json: values });
      notify('console.order.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>{translate(label)}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form onSubmit={submit} validate={schema ? zodValidate(schema) : undefined}>
          <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={label} alwaysEnable icon={<></>} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
