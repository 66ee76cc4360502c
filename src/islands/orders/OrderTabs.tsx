import { useRef, type KeyboardEvent } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { ORDER_TAB_NAMES } from '../../lib/schemas/order-view.ts';
import { useT } from '../ui/i18n.ts';
import type { OrderCounts } from './orderApi.ts';
import type { OrderTab } from './orderState.ts';

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

/** The order states as tabs with their counts; arrow keys move between them (mirrored in RTL). */
export default function OrderTabs({ current, counts, id, onSelect }: Props) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const index = ORDER_TAB_NAMES.indexOf(current);
    let next: number | undefined;
    if (event.key in step) next = (index + step[event.key]! + ORDER_TAB_NAMES.length) % ORDER_TAB_NAMES.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = ORDER_TAB_NAMES.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = ORDER_TAB_NAMES[next]!;
    onSelect(tab);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab}`)}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t('order.tabs.label')} onKeyDown={onKeyDown} className="flex flex-wrap border-b border-gray-200">
      {ORDER_TAB_NAMES.map((tab) => {
        const selected = tab === current;
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            data-tab={tab}
            onClick={() => onSelect(tab)}
            className={`-mb-px flex items-center gap-1.5 border-b-2 px-4 py-2.5 ${
              selected ? 'border-primary-600 font-semibold text-primary-800' : 'border-transparent text-gray-700 hover:text-primary-700'
            }`}
          >
            {t(TAB_LABEL[tab])}
            {count !== undefined && count > 0 && (
              <span data-count className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 ${selected ? 'bg-primary-600 text-white' : 'bg-gray-200 text-gray-800'}`}>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
