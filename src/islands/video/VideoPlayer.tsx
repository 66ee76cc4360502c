import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import '../../styles/player-rtl.css';
import { MediaPlayer, MediaProvider, Poster, type MediaPlayerInstance } from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { VideoSource } from '../../lib/schemas/video.ts';
import { useT } from '../ui/i18n.ts';
import { playerWords } from './playerWords.ts';
import { SPEED_SLIDER, TIME_SLIDER, speedForKey, timeForKey } from './speedKeys.ts';
import { useWebFullscreen } from './useWebFullscreen.ts';

interface Props {
  title: string;
  poster: string;
  sources: VideoSource[];
  /** Called when playback first starts, to count the view. */
  onFirstPlay: () => void;
}

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

/**
 * The vidstack player with its default layout (seek with preview time, volume, speed, height choice, full
 * screen, buffering, replay at the end, keyboard shortcuts) plus a web full screen button. Loaded only on
 * the video pages, lazily, so no other page pays for it.
 */
export default function VideoPlayer({ title, poster, sources, onFirstPlay }: Props) {
  const t = useT();
  const words = useMemo(() => playerWords(t), [t]);
  const web = useWebFullscreen();
  const played = useRef(false);
  const player = useRef<MediaPlayerInstance>(null);
  const src = useMemo(() => sources.map((s) => ({ src: s.src, type: 'video/mp4' as const, width: s.width, height: s.height })), [sources]);

  const webButton = (
    <button
      type="button"
      className="vds-button"
      onClick={web.toggle}
      aria-pressed={web.on}
      aria-label={web.on ? t('video.player.exitWebFullscreen') : t('video.player.webFullscreen')}
      title={web.on ? t('video.player.exitWebFullscreen') : t('video.player.webFullscreen')}
      data-web-fullscreen-button
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="vds-icon fill-none stroke-current stroke-2">
        {web.on ? <path d="M12 6v6H6m14-6v6h6M12 26v-6H6m14 6v-6h6" /> : <path d="M5 11V6h6m10 0h6v5M5 21v5h6m10 0h6v-5M9 10h14v12H9z" />}
      </svg>
    </button>
  );

  // Home and End on the speed slider: the slowest and the fastest rate (taken before the menu moves focus with
  // them); on the seek slider: the start and the end.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const media = player.current;
    if (!media) return;
    const rate = target.closest(SPEED_SLIDER) ? speedForKey(event.key, RATES) : null;
    const time = target.closest(TIME_SLIDER) ? timeForKey(event.key, media.duration) : null;
    if (rate === null && time === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (rate !== null) media.playbackRate = rate;
    if (time !== null) media.currentTime = time;
  };

  return (
    <div
      dir="ltr"
      data-web-fullscreen={web.on}
      onKeyDownCapture={onKeyDownCapture}
      className={web.on ? 'fixed inset-0 z-50 flex items-center justify-center bg-black' : 'overflow-hidden rounded-lg bg-black'}
    >
      <MediaPlayer
        ref={player}
        className="video-player w-full"
        title={title}
        ariaLabel={t('video.player.label', { title })}
        src={src}
        playsInline
        crossOrigin={null}
        keyTarget="document"
        onPlay={() => {
          if (played.current) return;
          played.current = true;
          onFirstPlay();
        }}
        style={web.on ? { height: '100%', aspectRatio: 'auto' } : undefined}
        aspectRatio="16/9"
      >
        <MediaProvider>
          <Poster className="vds-poster" src={poster} alt={title} />
        </MediaProvider>
        <DefaultVideoLayout
          icons={defaultLayoutIcons}
          translations={words}
          playbackRates={RATES}
          noAudioGain
          // No casting: it would need Google's script, which the shop's CSP rightly refuses.
          slots={{ beforeFullscreenButton: webButton, googleCastButton: null, airPlayButton: null }}
        />
      </MediaPlayer>
    </div>
  );
}
