import HeartIcon from '../ui/HeartIcon.tsx';
import { useT } from '../ui/i18n.ts';
import { useCollected } from './useCollected.ts';

interface Props {
  goodsId: number;
  isMember: boolean;
}

/** Collect ↔ collected. Guests are sent to log in first. */
export default function CollectToggle({ goodsId, isMember }: Props) {
  const t = useT();
  const { collected, busy, toggle } = useCollected(goodsId, isMember);
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      data-collected={collected}
      className="flex items-center gap-1.5 rounded-md px-3 py-2 text-gray-700 hover:text-primary-700 disabled:opacity-60 data-[collected=true]:text-primary-700"
    >
      <HeartIcon filled={collected} />
      <span>{collected ? t('goodsDetail.collected') : t('goodsDetail.collect')}</span>
    </button>
  );
}
