import type { ReactNode } from 'react';
import { PICTURE_USES } from '../../lib/images.ts';
import Money from '../ui/Money.tsx';
import Picture from '../ui/Picture.tsx';

interface Props {
  line: { image: string; name: string; spec: string; amount: number };
  /** After the amount: "× 2" on the form. */
  quantity?: number;
}

/** The order line a request is about: its picture, name and specification as bought, and its amount. */
export default function AfterSalesLine({ line, quantity }: Props): ReactNode {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-gray-200 p-3">
      <Picture url={line.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} className="size-16 shrink-0 rounded object-cover" />
      <div className="min-w-0 flex-1">
        <p dir="auto" className="line-clamp-2 text-gray-900">
          {line.name}
        </p>
        {line.spec && (
          <p dir="auto" className="text-sm text-gray-600">
            {line.spec}
          </p>
        )}
      </div>
      <span className="text-gray-900">
        <Money currency="cny" fen={line.amount} />
        {quantity !== undefined && <> × {quantity}</>}
      </span>
    </div>
  );
}
