import { useState } from 'react';
import HeartIcon from '../ui/HeartIcon.tsx';
import { useT } from '../ui/i18n.ts';
import { setVideoCollected } from './videoApi.ts';

interface Props {
  videoId: number;
  collected: boolean;
  onChange: (collected: boolean) => void;
}

/** Collect ↔ collected on the player; the server's answer sets the flag. */
export default function VideoCollectButton({ videoId, collected, onChange }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      onChange((await setVideoCollected(videoId, !collected)).collected);
    } catch {
      // The request layer has said why; the flag keeps its last known state.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={collected}
      data-video-collect
      className="flex shrink-0 items-center gap-1.5 rounded-md border border-gray-300 px-3 py-1.5 text-gray-700 hover:border-primary-600 hover:text-primary-700 disabled:opacity-60 aria-pressed:border-primary-600 aria-pressed:text-primary-700"
    >
      <HeartIcon filled={collected} />
      <span>{collected ? t('video.collected') : t('video.collect')}</span>
    </button>
  );
}
