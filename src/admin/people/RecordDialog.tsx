import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { adminRequest } from '../api.ts';
import { zodValidate } from '../forms.ts';

interface RecordDialogProps {
  /** Message key of the button, the dialog title and its confirm button. */
  label: string;
  /** Where the form's values are posted, under /api/admin. */
  path: string;
  schema?: z.ZodType;
  /** Values the form opens with, made anew at each opening (a request id made here stays the same on a retry). */
  defaults?: () => Record<string, unknown>;
  /** Message key said before the fields. */
  intro?: string;
  /** Message key of the notification once done (by default that it is done). */
  done?: string;
  /** Opens the dialog from something else than a button (a menu item). */
  trigger?: (open: () => void) => ReactNode;
  /** Opens the dialog each time this number grows (from a menu that closes as it opens the dialog). */
  opened?: number;
  children?: ReactNode;
}

/**
 * A record action that asks for a few values, checked by the payload's shared schema, then posted; the screen
 * refreshes. A refusal shows the server's reason and the dialog keeps what was typed.
 */
export function RecordDialog({ label, path, schema, defaults, intro, done = 'console.order.done', trigger, opened = 0, children }: RecordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const open = () => setValues(defaults?.() ?? {});
  const close = () => setValues(null);
  useEffect(() => {
    if (opened > 0) setValues(defaults?.() ?? {});
    // Only a new request to open counts; `defaults` is made anew at every render.
  }, [opened]);
  const submit = async (form: Record<string, unknown>) => {
    try {
      await adminRequest(path, { method: 'POST', json: form });
      notify(done, { type: 'success' });
      close();
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      {trigger ? (
        trigger(open)
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {translate(label)}
        </Button>
      )}
      <Dialog open={values !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        {values ? (
          <Form onSubmit={submit} validate={schema ? zodValidate(schema) : undefined} defaultValues={values} record={values}>
            <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
            <DialogContent>
              {intro ? <DialogContentText sx={{ mb: 1 }}>{translate(intro)}</DialogContentText> : null}
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <SaveButton label={label} alwaysEnable icon={<></>} />
            </DialogActions>
          </Form>
        ) : null}
      </Dialog>
    </>
  );
}
