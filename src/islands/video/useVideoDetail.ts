import { useCallback, useEffect, useState } from 'react';
import { isApiError, isCancelled } from '../../lib/api/index.ts';
import type { VideoDetail } from '../../lib/schemas/video.ts';
import { fetchVideo } from './videoApi.ts';

export type DetailState = { status: 'loading' } | { status: 'ready'; video: VideoDetail } | { status: 'missing'; message: string } | { status: 'failed' };

/** The video the player shows; a video that is not (or no longer) there is said so, not retried. */
export function useVideoDetail(id: number) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchVideo(id, controller.signal).then(
      (video) => setState({ status: 'ready', video }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setState(isApiError(error) && error.kind === 'business' ? { status: 'missing', message: error.msg } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const update = useCallback((change: Partial<VideoDetail>) => setState((s) => (s.status === 'ready' ? { ...s, video: { ...s.video, ...change } } : s)), []);
  return { state, update, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
