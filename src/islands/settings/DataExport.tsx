import { useCallback, useEffect, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { currentLocale } from '../../lib/i18n/current.ts';
import type { DataExportStatus } from '../../lib/schemas/account.ts';
import { $token } from '../../stores/user.ts';
import { showToast } from '../../stores/toast.ts';
import Button from '../ui/Button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

const POLL_MS = 3000;

function fileSize(bytes: number, locale: string): string {
  const kb = bytes / 1024;
  return kb < 1024 ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, kb))} KB` : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
}

/** Saves the ready zip: fetched with the member's token (the file is behind the login), then handed to the browser. */
async function download(): Promise<void> {
  const res = await fetch('/api/member/exportData/file', { headers: { token: $token.get(), lang: currentLocale() } });
  if (!res.ok || res.headers.get('content-type') !== 'application/zip') {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'orchid-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Settings → Privacy → Download my data: asks for a copy (made in the background and mailed), shows while it is
 * being made (checking every few seconds), then offers the zip until its day is over.
 */
export default function DataExport() {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<DataExportStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => http.get<DataExportStatus>('member/exportData', {}, { silentError: true }).then(setState, () => undefined), []);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (state?.status !== 'pending') return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [state?.status, load]);

  const time = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  async function request() {
    setBusy(true);
    try {
      setState(await http.post<DataExportStatus>('member/exportData', {}, { showSuccess: true }));
    } catch {
      // The request layer said why.
    } finally {
      setBusy(false);
    }
  }
  async function save() {
    setBusy(true);
    try {
      await download();
    } catch (err) {
      showToast('error', err instanceof Error ? err.message : String(err));
      void load();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6" data-data-export={state?.status ?? 'loading'}>
      <h3 className="font-medium text-gray-900">{t('setting.dataExport.title')}</h3>
      <p className="mt-1 max-w-2xl text-sm text-gray-600">{t('setting.dataExport.help')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
        {state?.status === 'pending' && <span className="text-gray-700">{t('setting.dataExport.pending', { time: time(state.requestedAt) })}</span>}
        {state?.status === 'failed' && <span className="text-red-700">{t('setting.dataExport.failed')}</span>}
        {state?.status === 'ready' && (
          <>
            <span className="text-gray-700">{t('setting.dataExport.ready', { size: fileSize(state.bytes, locale), time: time(state.expiresAt) })}</span>
            <Button size="sm" busy={busy} onClick={() => void save()}>
              {t('setting.dataExport.download')}
            </Button>
          </>
        )}
        {state && state.status !== 'pending' && (
          <Button size="sm" variant={state.status === 'ready' ? 'secondary' : 'primary'} busy={busy} onClick={() => void request()}>
            {state.status === 'none' ? t('setting.dataExport.request') : t('setting.dataExport.again')}
          </Button>
        )}
      </div>
    </div>
  );
}
