import type { ReactNode } from 'react';
import { goodsHref } from '../../lib/order-hrefs.ts';
import type { EvaluateItem } from '../../lib/schemas/review.ts';
import { useLocale } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  item: EvaluateItem;
  /** The item's review, its form, or a note. */
  children: ReactNode;
  /** Actions beside the goods (a follow-up link). */
  aside?: ReactNode;
}

/** An order item on the review screens: its picture, name and specification as bought, then what concerns its review. */
export default function ReviewedItem({ item, children, aside }: Props) {
  const locale = useLocale();
  const headingId = `review-item-${item.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white" data-review-item={item.id}>
      <header className="flex items-center gap-4 border-b border-gray-100 px-5 py-3">
        <Picture url={item.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} className="size-16 shrink-0 rounded border border-gray-100 object-cover" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="line-clamp-2 font-medium text-gray-900">
            <a href={goodsHref(locale, item.goodsId)} dir="auto" className="hover:text-primary-700">
              {item.name}
            </a>
          </h2>
          {item.spec && <p dir="auto" className="text-sm text-gray-600">{item.spec}</p>}
        </div>
        {aside}
      </header>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
