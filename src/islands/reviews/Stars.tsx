import { useT } from '../ui/i18n.ts';

interface Props {
  /** 0–5; an average may be fractional and fills the last star in part. */
  score: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** The words read out; given by server-rendered pages, which have no island language around them. */
  label?: string;
}

const SIZE = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.2 6.6L12 17.3l-5.8 3.3 1.2-6.6-4.9-4.6 6.6-.8z';

function Row({ className }: { className: string }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" className={className}>
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/** Five stars filled up to the score, read out as "4.5 out of 5 stars". */
export default function Stars({ score, size = 'sm', className = '', label }: Props) {
  const t = useT();
  const held = Math.min(5, Math.max(0, score));
  const star = `${SIZE[size]} shrink-0`;
  return (
    <span role="img" aria-label={label ?? t('goodsDetail.review.score', { score: held })} className={`relative inline-flex ${className}`} data-stars={held}>
      <span className="flex">
        <Row className={`${star} fill-white stroke-gray-500 stroke-[1.5]`} />
      </span>
      {/* The filled row is cut to the score's share of the width, from the start side in either direction. */}
      <span className="absolute inset-y-0 start-0 flex overflow-hidden" style={{ width: `${(held / 5) * 100}%` }}>
        <Row className={`${star} fill-amber-500 stroke-amber-600 stroke-[1.5]`} />
      </span>
    </span>
  );
}
