import { formatDateTime } from '../../lib/time.ts';

interface Props {
  at: string;
  className?: string;
}

/** A moment the way receipts print it (2025-03-01 18:05:09), in the shopper's time zone: orders, ledger entries. */
export default function DateTime({ at, className }: Props) {
  return (
    <time dateTime={at} className={className}>
      <bdi>{formatDateTime(at)}</bdi>
    </time>
  );
}
