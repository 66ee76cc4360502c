import { useEffect, useState } from 'react';
import Modal from '../ui/Modal.tsx';
import { useT } from '../ui/i18n.ts';
import TimelineList from './TimelineList.tsx';
import { fetchLogistics, type LogisticsView } from './orderApi.ts';
import { eventSteps } from './timeline.ts';

interface Props {
  open: boolean;
  orderNo: string;
  onClose: () => void;
}

/** The carrier, the tracking number and the parcel's news, newest first, fetched when opened. */
export default function LogisticsDialog({ open, orderNo, onClose }: Props) {
  const t = useT();
  const [view, setView] = useState<LogisticsView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    fetchLogistics(orderNo).then(
      (data) => live && setView(data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, orderNo]);

  const steps = view ? eventSteps(view.events).reverse() : [];

  return (
    <Modal open={open} title={t('order.logistics.title')} onClose={onClose}>
      {failed && <p role="alert" className="text-red-700">{t('order.loadFailed')}</p>}
      {!failed && !view && <p aria-busy="true" className="text-gray-600">{t('order.loading')}</p>}
      {view && (
        <div data-logistics>
          {view.logistics ? (
            <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-600">{t('order.logistics.carrier')}</dt>
              <dd className="text-gray-900">
                <bdi>{view.logistics.carrier}</bdi>
                {view.logistics.trackUrl && (
                  <a className="ms-3 text-primary-700 hover:underline" href={view.logistics.trackUrl} target="_blank" rel="noopener noreferrer" data-track-link>
                    {t('order.logistics.track')}
                  </a>
                )}
              </dd>
              <dt className="text-gray-600">{t('order.logistics.trackingNo')}</dt>
              <dd className="text-gray-900">
                <bdi>{view.logistics.trackingNo}</bdi>
              </dd>
            </dl>
          ) : (
            <p className="mb-4 text-gray-700">{t('order.logistics.none')}</p>
          )}
          <TimelineList steps={steps} />
        </div>
      )}
    </Modal>
  );
}
