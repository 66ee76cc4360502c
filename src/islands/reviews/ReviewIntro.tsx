import type { ReactNode } from 'react';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  orderNo: string;
  detailHref: string;
  /** One sentence about the screen's state: how long reviews are open, or why not. */
  children: ReactNode;
}

/** The head of the review screens: which order, what the screen can do now, and the way back to the order. */
export default function ReviewIntro({ orderNo, detailHref, children }: Props) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-primary-100 bg-primary-50 px-5 py-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-gray-700">
          {t('order.field.orderNo')} <bdi className="text-gray-900">{orderNo}</bdi>
        </p>
        <p className="mt-1 text-gray-800" data-review-intro>
          {children}
        </p>
      </div>
      <a href={detailHref} className={buttonClass('outline', 'sm')}>
        {t('order.action.details')}
      </a>
    </div>
  );
}
