import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { OrderTab } from '../../lib/order-state.ts';
import { ORDER_TAB_NAMES } from '../../lib/schemas/order-view.ts';
import Tabs from '../ui/Tabs.tsx';
import type { OrderCounts } from './orderApi.ts';

interface Props {
  current: OrderTab;
  counts: OrderCounts | null;
  /** Id prefix: tab `${id}-tab-${name}` controls the panel `${id}-panel`. */
  id: string;
  onSelect: (tab: OrderTab) => void;
}

const TAB_LABEL: Record<OrderTab, MessageKey> = {
  all: 'order.tab.all',
  toPay: 'order.tab.toPay',
  toShip: 'order.tab.toShip',
  toReceive: 'order.tab.toReceive',
  toEvaluate: 'order.tab.toEvaluate',
  completed: 'order.tab.completed',
  cancelled: 'order.tab.cancelled',
  refund: 'order.tab.refund',
};

/** The order states as tabs with their counts. */
export default function OrderTabs({ current, counts, id, onSelect }: Props) {
  const tabs = ORDER_TAB_NAMES.map((name) => ({ name, label: TAB_LABEL[name], count: counts?.[name] }));
  return <Tabs tabs={tabs} current={current} label="order.tabs.label" id={id} onSelect={onSelect} />;
}
