import { useT } from '../ui/i18n.ts';

interface Props {
  /** Seconds left of the countdown; 0 shows the get-code label. */
  left: number;
  busy: boolean;
  onSend: () => void;
}

export default function SendCodeButton({ left, busy, onSend }: Props) {
  const t = useT();
  const waiting = left > 0;
  return (
    <button
      type="button"
      onClick={onSend}
      disabled={waiting || busy}
      aria-busy={busy || undefined}
      aria-label={waiting ? t('code.countdownLabel', { count: left }) : undefined}
      className="h-10 w-32 shrink-0 rounded-md border border-primary-600 bg-white px-2 text-sm whitespace-nowrap text-primary-700 hover:bg-primary-50 disabled:border-gray-300 disabled:bg-gray-100 disabled:text-gray-600 disabled:hover:bg-gray-100"
    >
      {waiting ? t('code.countdown', { n: left }) : t('code.get')}
    </button>
  );
}
