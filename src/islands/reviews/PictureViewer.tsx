import { useEffect, useRef, type PointerEvent } from 'react';
import { isRtl } from '../../lib/i18n/locales.ts';
import Modal from '../ui/Modal.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  images: string[];
  /** The picture shown; null while the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** Horizontal travel of a pointer that counts as a swipe to the next or previous picture. */
const SWIPE_PX = 40;

const arrow = 'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-2xl text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:invisible';

/**
 * Review pictures one at a time, large: arrow keys, the side buttons, a swipe or a thumbnail move between
 * them (mirrored on right-to-left pages), Escape or the backdrop closes.
 */
export default function PictureViewer({ images, index, onIndex, onClose }: Props) {
  const t = useT();
  const rtl = isRtl(useLocale());
  const start = useRef<number | null>(null);
  const current = index ?? 0;
  const total = images.length;
  const go = (next: number) => onIndex(Math.min(total - 1, Math.max(0, next)));

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      const to = { [forward]: index + 1, [back]: index - 1, Home: 0, End: total - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      onIndex(Math.min(total - 1, Math.max(0, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, total, rtl, onIndex]);

  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const travel = event.clientX - start.current;
    start.current = null;
    if (Math.abs(travel) < SWIPE_PX) return;
    // A swipe pulls the next picture in from the end side: leftwards on a left-to-right page.
    go(current + ((travel < 0) !== rtl ? 1 : -1));
  };

  return (
    <Modal open={index !== null} title={t('review.viewer.title', { n: current + 1, total })} onClose={onClose} size="xl" data-picture-viewer>
      <div
        className="relative flex h-[64vh] touch-pan-y items-center justify-center rounded-lg bg-gray-900 select-none"
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {images[current] && <Picture key={images[current]} url={images[current]} use={PICTURE_USES.viewer} alt={t('review.viewer.picture', { n: current + 1, total })} draggable={false} className="h-auto max-h-full w-auto max-w-full object-contain" />}
        <button type="button" className={`${arrow} start-3`} onClick={() => go(current - 1)} disabled={current === 0} aria-label={t('review.viewer.previous')}>
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <button type="button" data-autofocus className={`${arrow} end-3`} onClick={() => go(current + 1)} disabled={current >= total - 1} aria-label={t('review.viewer.next')}>
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" onClick={() => go(i)} aria-label={t('review.viewer.picture', { n: i + 1, total })} aria-current={i === current || undefined} className="block overflow-hidden rounded-md border-2 border-transparent aria-[current]:border-primary-600 focus-visible:outline-2 focus-visible:outline-primary-600">
              <Picture url={src} use={PICTURE_USES.reviewThumb} alt="" className="size-14 object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
