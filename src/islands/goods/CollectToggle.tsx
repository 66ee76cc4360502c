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
      <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-5 stroke-current stroke-2 ${collected ? 'fill-current' : 'fill-none'}`}>
        <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9Z" />
      </svg>
      <span>{collected ? t('goodsDetail.collected') : t('goodsDetail.collect')}</span>
    </button>
  );
}
