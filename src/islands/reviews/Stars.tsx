import { useT } from '../ui/i18n.ts';

interface Props {
  /** 0–5; an average may be fractional and fills the last star in part. */
  score: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** The words read out; given by server-rendered pages, which have no island language around them. */
  label?: string;
}

/** One row of five 24-unit stars: 120 × 24 user units, drawn at the size's height. */
const SIZE = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-6 w-30' } as const;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.2 6.6L12 17.3l-5.8 3.3 1.2-6.6-4.9-4.6 6.6-.8z';

function Row({ className }: { className: string }) {
  return (
    <g className={className}>
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24})`} />
      ))}
    </g>
  );
}

/** Five stars filled up to the score, read out as "4.5 out of 5 stars". */
export default function Stars({ score, size = 'sm', className = '', label }: Props) {
  const t = useT();
  const held = Math.min(5, Math.max(0, score));
  // The filled row sits in a nested <svg> as wide as the score's share, which clips it: an SVG attribute, not
  // an inline style, which the pages' Content Security Policy (style-src) refuses. Mirrored in right-to-left
  // pages so the fill starts on the start side.
  return (
    <svg
      viewBox="0 0 120 24"
      role="img"
      aria-label={label ?? t('goodsDetail.review.score', { score: held })}
      className={`${SIZE[size]} shrink-0 rtl:-scale-x-100 ${className}`}
      data-stars={held}
    >
      <Row className="fill-white stroke-gray-500 stroke-[1.5]" />
      <svg width={(held / 5) * 120} height="24" aria-hidden="true">
        <Row className="fill-amber-500 stroke-amber-600 stroke-[1.5]" />
      </svg>
    </svg>
  );
}
