import { formatDateTime } from '../../lib/time.ts';

interface Props {
  at: string;
  className?: string;
}

/** An order time the way receipts print it (2025-03-01 18:05:09), in the shopper's time zone. */
export default function OrderTime({ at, className }: Props) {
  return (
    <time dateTime={at} className={className}>
      <bdi>{formatDateTime(at)}</bdi>
    </time>
  );
}
