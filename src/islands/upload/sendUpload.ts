import { ApiError } from '../../lib/api/errors.ts';
import { LOGIN_EXPIRED_CODE, asEnvelope, isSuccess, type Envelope } from '../../lib/api/envelope.ts';
import { currentLocale, currentT } from '../../lib/i18n/current.ts';
import { $token, logout } from '../../stores/user.ts';
import { progressPercent } from './uploadItem.ts';

export const UPLOAD_ENDPOINT = '/web/api/upload';

export interface UploadRequest {
  file: Blob;
  filename?: string;
  url?: string;
  onProgress?: (percentage: number) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  url: string;
  response: Envelope;
}

function parse(text: string): Envelope | null {
  try {
    return asEnvelope(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Sends one picture as multipart `file` with the token and language headers of the request layer.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Rejects with an ApiError whose
 * msg is the server's text, or "fail to POST <url> <status>" when the server gave none.
 */
export function sendUpload({ file, filename, url = UPLOAD_ENDPOINT, onProgress, signal }: UploadRequest): Promise<UploadResult> {
  const t = currentT();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError('cancelled', ''));
    const xhr = new XMLHttpRequest();
    const failure = (status: number, msg?: string) =>
      new ApiError(status === 0 ? 'network' : 'http', msg ?? t('api.uploadFailed', { method: 'POST', url, status }), { status });

    xhr.open('POST', url);
    xhr.setRequestHeader('lang', currentLocale());
    const token = $token.get();
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.onerror = () => reject(failure(0));
    xhr.onabort = () => reject(new ApiError('cancelled', ''));
    xhr.onload = () => {
      const envelope = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, envelope?.msg));
      if (!envelope) return reject(new ApiError('invalid', t('api.failed'), { status: xhr.status }));
      if (envelope.code === LOGIN_EXPIRED_CODE) {
        reject(new ApiError('loginExpired', t('api.loginExpired'), { code: envelope.code }));
        logout();
        return;
      }
      const stored = (envelope.data as { url?: unknown } | null)?.url;
      if (!isSuccess(envelope) || typeof stored !== 'string') {
        return reject(new ApiError('business', envelope.msg ?? t('api.uploadFailed', { method: 'POST', url, status: xhr.status }), { code: envelope.code }));
      }
      onProgress?.(100);
      resolve({ url: stored, response: envelope });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    const name = filename ?? (file instanceof File ? file.name : 'image');
    form.append('file', file, name);
    xhr.send(form);
  });
}
