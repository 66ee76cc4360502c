import { useRef, type KeyboardEvent } from 'react';
import { useT } from './i18n.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

interface Props<T extends string> {
  /** The tabs in the order they appear, with their labels and optional counts. */
  tabs: readonly { name: T; label: MessageKey; count?: number }[];
  current: T;
  /** Names the tab list ('order.tabs.label'). */
  label: MessageKey;
  /** Id prefix: tab `${id}-tab-${name}` controls the panel `${id}-panel`. */
  id: string;
  onSelect: (tab: T) => void;
}

/** Tabs over one panel; arrow keys move between them (mirrored in RTL), Home and End jump to the ends. */
export default function Tabs<T extends string>({ tabs, current, label, id, onSelect }: Props<T>) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const names = tabs.map((tab) => tab.name);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const index = names.indexOf(current);
    let next: number | undefined;
    if (event.key in step) next = (index + step[event.key]! + names.length) % names.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = names.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = names[next]!;
    onSelect(tab);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab}`)}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t(label)} onKeyDown={onKeyDown} className="flex flex-wrap border-b border-gray-200">
      {tabs.map(({ name, label: tabLabel, count }) => {
        const selected = name === current;
        return (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            data-tab={name}
            onClick={() => onSelect(name)}
            className={`-mb-px flex items-center gap-1.5 border-b-2 px-4 py-2.5 ${
              selected ? 'border-primary-600 font-semibold text-primary-800' : 'border-transparent text-gray-700 hover:text-primary-700'
            }`}
          >
            {t(tabLabel)}
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
