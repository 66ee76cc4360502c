import type { MessageKey } from '../../lib/i18n/messages.ts';
import LoadFailed from './LoadFailed.tsx';
import { useT } from './i18n.ts';

interface Props {
  failed: boolean;
  /** Said while the data is on its way ('mine.loading'). */
  loading: MessageKey;
  /** Said when it could not be loaded ('mine.loadFailed'), with a retry. */
  failedMessage: MessageKey;
  onRetry: () => void;
}

/** What a client-only screen shows before its data is there: loading, or why not with a way to ask again. */
export default function NotLoaded({ failed, loading, failedMessage, onRetry }: Props) {
  const t = useT();
  if (failed) return <LoadFailed message={failedMessage} onRetry={onRetry} />;
  return (
    <p aria-busy="true" className="py-10 text-gray-600">
      {t(loading)}
    </p>
  );
}
