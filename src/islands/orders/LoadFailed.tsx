import type { TFunction } from '../../lib/i18n/messages.ts';
import { secondaryButton } from '../settings/buttons.ts';

interface Props {
  t: TFunction;
  onRetry: () => void;
}

/** A request for the screen's data failed: say so and offer to ask again. */
export default function LoadFailed({ t, onRetry }: Props) {
  return (
    <div role="alert" className="flex items-center gap-4 py-10">
      <p className="text-gray-700">{t('order.loadFailed')}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
