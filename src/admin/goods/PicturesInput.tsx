import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { uploadMedia } from '../api.ts';
import { FieldError } from '../FieldError.tsx';

/**
 * Goods pictures: each file is sent to /api/admin/media/goods, which makes it into the shop's 800×800 WebP
 * and answers its URL; the form keeps the URLs in order, the first being the main picture.
 */
export function PicturesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const urls = (field.value ?? []) as string[];
  const [busy, setBusy] = useState(false);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const added: string[] = [];
    for (const file of Array.from(files)) {
      try {
        added.push(await uploadMedia('goods', file));
      } catch (err) {
        notify((err as Error).message, { type: 'error' });
      }
    }
    field.onChange([...urls, ...added]);
    setBusy(false);
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="h3" variant="subtitle1">{translate('console.goods.pictures')}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
        {urls.map((url, i) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <img src={url} alt={translate('console.goods.picture', { n: i + 1 })} width={96} height={96} />
            <IconButton size="small" aria-label={translate('console.goods.removePicture', { n: i + 1 })} onClick={() => field.onChange(urls.filter((u) => u !== url))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button component="label" variant="outlined" disabled={busy}>
        {translate('console.goods.upload')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" multiple data-testid="goods-pictures" onChange={(e) => void add(e.target.files)} />
      </Button>
      <FieldError error={fieldState.error} />
    </Box>
  );
}
