import { STAR_OFFSETS, STAR_PATH, STAR_ROWS, STAR_SIZES, starFill, type StarSize } from '../../lib/stars.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  /** 0–5; an average may be fractional and fills the last star in part. */
  score: number;
  size?: StarSize;
  className?: string;
  /** The words read out; given by server-rendered pages, which have no island language around them. */
  label?: string;
}

function Row({ className }: { className: string }) {
  return (
    <g className={className}>
      {STAR_OFFSETS.map((x) => (
        <path key={x} d={STAR_PATH} transform={`translate(${x})`} />
      ))}
    </g>
  );
}

/** Five stars filled up to the score, read out as "4.5 out of 5 stars" (Stars.astro draws the same on the server). */
export default function Stars({ score, size = 'sm', className = '', label }: Props) {
  const t = useT();
  const { held, width } = starFill(score);
  // The filled row sits in a nested <svg> as wide as the score's share, which clips it: an SVG attribute, not
  // an inline style, which the pages' Content Security Policy (style-src) refuses. Mirrored in right-to-left
  // pages so the fill starts on the start side.
  return (
    <svg
      viewBox="0 0 120 24"
      role="img"
      aria-label={label ?? t('goodsDetail.review.score', { score: held })}
      className={`${STAR_SIZES[size]} shrink-0 flip-rtl ${className}`}
      data-stars={held}
    >
      <Row className={STAR_ROWS.empty} />
      <svg width={width} height="24" aria-hidden="true">
        <Row className={STAR_ROWS.filled} />
      </svg>
    </svg>
  );
}
