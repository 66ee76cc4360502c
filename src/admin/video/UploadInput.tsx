import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import type { VideoUploadKind } from '../../lib/schemas/admin-video.ts';
import { adminRequest } from '../api.ts';
import { FieldError } from '../FieldError.tsx';

interface Uploaded {
  key: string;
  bytes: number;
  duration?: number;
  width?: number;
  height?: number;
}

const ACCEPT: Record<VideoUploadKind, string> = { video: 'video/mp4,.mp4', poster: 'image/jpeg,image/png,image/webp' };

/**
 * A video file or poster: sent as soon as it is chosen to /api/admin/videos/upload/<kind>, which checks it
 * (an MP4 the shop can stream, a picture) and answers a key; the form keeps the key. A refused file shows
 * the server's reason and leaves the rest of the form as it was.
 */
export function UploadInput({ source, kind, label }: { source: string; kind: VideoUploadKind; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<(Uploaded & { name: string }) | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await adminRequest<Uploaded>(`/videos/upload/${kind}`, { method: 'POST', body: file });
      setDone({ ...uploaded, name: file.name });
      field.onChange(uploaded.key);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const inputId = `upload-${kind}`;
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="h3" variant="subtitle1" id={`${inputId}-label`}>{translate(label)}</Typography>
      <Button component="label" variant="outlined" disabled={busy} sx={{ my: 1 }}>
        {translate(done ? 'console.video.replaceFile' : 'console.video.chooseFile')}
        <input hidden type="file" accept={ACCEPT[kind]} data-testid={inputId} aria-labelledby={`${inputId}-label`} onChange={(e) => void send(e.target.files?.[0])} />
      </Button>
      {busy ? <LinearProgress aria-label={translate('console.video.uploading')} /> : null}
      {done ? (
        <Typography variant="body2" role="status">
          {done.name} · {(done.bytes / 1024 / 1024).toFixed(1)} MB
          {done.height ? ` · ${done.width}×${done.height} · ${translate('console.video.seconds', { n: done.duration ?? 0 })}` : ''}
        </Typography>
      ) : null}
      <FieldError error={fieldState.error} />
    </Box>
  );
}
