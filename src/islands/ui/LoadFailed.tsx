import type { MessageKey } from '../../lib/i18n/messages.ts';
import Button from './Button.tsx';
import { useT } from './i18n.ts';

interface Props {
  /** What could not be loaded, e.g. 'order.loadFailed'. */
  message: MessageKey;
  onRetry: () => void;
  className?: string;
}

/** Said where a screen's data could not be loaded, with a way to ask again; never stand-in content. */
export default function LoadFailed({ message, onRetry, className = '' }: Props) {
  const t = useT();
  return (
    <div role="alert" data-load-failed className={`flex flex-col items-center justify-center gap-3 rounded-lg border border-gray-200 bg-white p-6 text-center ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 fill-none stroke-gray-400 stroke-[1.6]">
        <path d="M12 3 2.5 20h19L12 3Zm0 6v5m0 3h.01" />
      </svg>
      <p className="text-sm text-gray-700">{t(message)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
