import { Box, Button, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { uploadMedia } from '../api.ts';
import { FieldError } from '../FieldError.tsx';

/**
 * One picture of a category, brand or banner: the file is sent to /api/admin/media/<kind>, which makes it into
 * the shop's size for that kind and answers its URL, which the form keeps.
 */
export function PictureInput({ source, kind, label, width, height }: { source: string; kind: 'categories' | 'brands' | 'banners'; label: string; width: number; height: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const [busy, setBusy] = useState(false);
  const url = field.value as string | null;
  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      field.onChange(await uploadMedia(kind, file));
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="h3" variant="subtitle1" id={`${kind}-picture`}>{translate(label)}</Typography>
      {url ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, my: 1 }}>
          <img src={url} alt={translate(label)} width={width} height={height} style={{ maxWidth: '100%', height: 'auto', border: '1px solid #eee' }} />
          <IconButton size="small" aria-label={translate('console.catalogue.removePicture')} onClick={() => field.onChange(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <Button component="label" variant="outlined" disabled={busy}>
        {translate(url ? 'console.video.replaceFile' : 'console.video.chooseFile')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" data-testid={`${kind}-picture-input`} aria-labelledby={`${kind}-picture`} onChange={(e) => void send(e.target.files?.[0])} />
      </Button>
      <FieldError error={fieldState.error} />
    </Box>
  );
}
