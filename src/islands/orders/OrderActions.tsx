import { useState } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { cartHref, followUpHref, orderHref, payHref } from '../../lib/order-hrefs.ts';
import { PRIMARY_BUTTONS, awaitingFollowUp, orderButtons, type OrderButton, type OrderView } from '../../lib/order-state.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import LogisticsDialog from './LogisticsDialog.tsx';
import RefundDialog from './RefundDialog.tsx';
import { buyAgain, confirmReceipt, deleteOrder } from './orderApi.ts';

interface Props {
  order: OrderView;
  /** Known on the detail screen; the list goes by the state. */
  hasLogistics?: boolean;
  /** Id of the element naming the order, so each button reads with its order number. */
  describedBy?: string;
  /** A column of buttons in the list, a row on the detail screen. */
  layout?: 'row' | 'column';
  onChanged: () => void;
  onDeleted: () => void;
  /** The screen leaves once the order is deleted (the detail page goes back to the list). */
  leavesOnDelete?: boolean;
  /** Shows only these buttons (the personal centre offers each order's next step). */
  only?: ReadonlySet<OrderButton>;
}

const LABEL: Record<OrderButton, MessageKey> = {
  pay: 'order.action.pay',
  cancel: 'order.action.cancel',
  confirmReceipt: 'order.action.confirmReceipt',
  evaluate: 'order.action.evaluate',
  followUp: 'order.action.followUp',
  logistics: 'order.action.logistics',
  refund: 'order.action.refund',
  requestRefund: 'order.action.requestRefund',
  buyAgain: 'order.action.buyAgain',
  delete: 'order.action.delete',
};

type DialogName = 'confirmReceipt' | 'delete' | 'refund' | 'logistics';

/** The buttons an order offers in its state, and the dialogs behind them. */
export default function OrderActions({ order, hasLogistics, describedBy, layout = 'row', onChanged, onDeleted, leavesOnDelete = false, only }: Props) {
  const t = useT();
  const locale = useLocale();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [busy, setBusy] = useState(false);
  const buttons = orderButtons(order, Date.now(), hasLogistics).filter((button) => !only || only.has(button));
  if (buttons.length === 0) return null;
  const close = () => setDialog(null);
  const look = (button: OrderButton) => buttonClass(PRIMARY_BUTTONS.has(button) ? 'primary' : button === 'delete' ? 'secondary' : 'outline', 'sm');

  const again = async () => {
    setBusy(true);
    try {
      await buyAgain(order.orderNo);
      location.assign(cartHref(locale));
    } catch {
      setBusy(false);
    }
  };

  const href: Partial<Record<OrderButton, string>> = {
    pay: payHref(locale, order.orderNo),
    cancel: orderHref(locale, 'cancel', order.orderNo),
    evaluate: orderHref(locale, 'evaluate', order.orderNo),
    followUp: followUpHref(locale, order.orderNo, awaitingFollowUp(order.items)?.id),
  };
  const click: Partial<Record<OrderButton, () => void>> = {
    confirmReceipt: () => setDialog('confirmReceipt'),
    delete: () => setDialog('delete'),
    refund: () => setDialog('refund'),
    requestRefund: () => setDialog('refund'),
    logistics: () => setDialog('logistics'),
    buyAgain: () => void again(),
  };

  return (
    <div className={layout === 'column' ? 'flex flex-col items-stretch gap-2' : 'flex flex-wrap items-center justify-end gap-2'} data-order-actions>
      {buttons.map((button) =>
        href[button] ? (
          <a key={button} href={href[button]} className={look(button)} aria-describedby={describedBy} data-action={button}>
            {t(LABEL[button])}
          </a>
        ) : (
          <button key={button} type="button" className={look(button)} aria-describedby={describedBy} data-action={button} disabled={busy} onClick={click[button]}>
            {t(LABEL[button])}
          </button>
        ),
      )}
      <ConfirmDialog
        open={dialog === 'confirmReceipt'}
        title={t('order.confirmReceipt.title')}
        message={t('order.confirmReceipt.message')}
        confirmLabel={t('order.action.confirmReceipt')}
        cancelLabel={t('order.action.notNow')}
        onConfirm={async () => {
          await confirmReceipt(order.orderNo);
          onChanged();
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('order.delete.title')}
        message={t('order.delete.message')}
        confirmLabel={t('order.action.delete')}
        cancelLabel={t('order.action.notNow')}
        danger
        onConfirm={async () => {
          await deleteOrder(order.orderNo, leavesOnDelete);
          onDeleted();
        }}
        onClose={close}
      />
      <RefundDialog open={dialog === 'refund'} orderNo={order.orderNo} immediate={order.status === 'paid'} onClose={close} onDone={onChanged} />
      <LogisticsDialog open={dialog === 'logistics'} orderNo={order.orderNo} onClose={close} />
    </div>
  );
}
