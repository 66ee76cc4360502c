import type { TFunction } from '../../lib/i18n/messages.ts';

interface Props {
  t: TFunction;
  onRetry: () => void;
  className?: string;
}

/** Said where catalogue data could not be loaded, with a way to try again; never stand-in goods. */
export default function LoadFailed({ t, onRetry, className = '' }: Props) {
  return (
    <div role="alert" data-load-failed className={`flex flex-col items-center justify-center gap-3 rounded-lg border border-gray-200 bg-white p-6 text-center ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 fill-none stroke-gray-400 stroke-[1.6]">
        <path d="M12 3 2.5 20h19L12 3Zm0 6v5m0 3h.01" />
      </svg>
      <p className="text-sm text-gray-700">{t('home.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-9 items-center rounded-md border border-primary-600 px-4 text-sm font-medium text-primary-700 hover:bg-primary-50"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
