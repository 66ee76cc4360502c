import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, isCancelled } from '../../lib/api/errors.ts';
import { toast } from '../../stores/toast.ts';
import { useT } from '../ui/i18n.ts';
import { sendUpload } from './sendUpload.ts';
import { checkFile, checkLimit, createItem, type UploadItem } from './uploadItem.ts';

export interface UseUploadOptions {
  /** Most pictures the list may hold. */
  limit: number;
  /** Called once a picture is stored; its item carries the URL. */
  onSuccess?: (item: UploadItem) => void;
}

export interface UploadController {
  items: UploadItem[];
  limit: number;
  /** URLs of the stored pictures, in list order. */
  urls: string[];
  busy: boolean;
  add: (files: Iterable<File>) => void;
  remove: (uid: string) => void;
  reset: () => void;
}

/** An image list that uploads what is chosen at once; a failed picture is reported and dropped. */
export function useUpload({ limit, onSuccess }: UseUploadOptions): UploadController {
  const t = useT();
  const [items, setItems] = useState<UploadItem[]>([]);
  const current = useRef<UploadItem[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const successRef = useRef(onSuccess);
  useEffect(() => {
    successRef.current = onSuccess;
  }, [onSuccess]);

  const update = useCallback((change: (list: UploadItem[]) => UploadItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (uid: string, values: Partial<UploadItem>) => update((list) => list.map((i) => (i.uid === uid ? { ...i, ...values } : i))),
    [update],
  );

  const start = useCallback(
    async (item: UploadItem) => {
      const abort = new AbortController();
      aborts.current.set(item.uid, abort);
      patch(item.uid, { status: 'uploading' });
      try {
        const result = await sendUpload({
          file: item.raw,
          signal: abort.signal,
          onProgress: (percentage) => patch(item.uid, { percentage }),
        });
        const done = { ...item, status: 'success' as const, percentage: 100, url: result.url, response: result.response.data };
        patch(item.uid, done);
        successRef.current?.(done);
      } catch (error) {
        if (isCancelled(error)) return;
        const text = isApiError(error) ? error.msg : t('common.operationFailed');
        // The failure is told once, then the picture leaves the list so it cannot count as attached.
        toast.error(text);
        update((list) => list.filter((i) => i.uid !== item.uid));
      } finally {
        aborts.current.delete(item.uid);
      }
    },
    [patch, update, t],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const chosen = [...files];
      const over = checkLimit(chosen.length, current.current.length, limit);
      if (over) return void toast.error(t(over.key, over.params));
      const accepted = chosen.filter((file) => {
        const problem = checkFile(file);
        if (problem) toast.error(`${file.name}: ${t(problem.key, problem.params)}`);
        return !problem;
      });
      const fresh = accepted.map(createItem);
      update((list) => [...list, ...fresh]);
      for (const item of fresh) void start(item);
    },
    [limit, start, update, t],
  );

  const remove = useCallback(
    (uid: string) => {
      aborts.current.get(uid)?.abort();
      update((list) => list.filter((i) => i.uid !== uid));
    },
    [update],
  );

  const reset = useCallback(() => {
    for (const abort of aborts.current.values()) abort.abort();
    update(() => []);
  }, [update]);

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort.abort();
    };
  }, []);

  return useMemo(
    () => ({
      items,
      limit,
      urls: items.filter((i) => i.status === 'success').map((i) => i.url),
      busy: items.some((i) => i.status === 'uploading' || i.status === 'ready'),
      add,
      remove,
      reset,
    }),
    [items, limit, add, remove, reset],
  );
}
