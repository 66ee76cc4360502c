import { useId } from 'react';
import { dayHeading } from '../../lib/days.ts';
import type { FootprintItem } from '../../lib/schemas/mine.ts';
import Button from '../ui/Button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import type { KeptList } from '../ui/useKeptList.ts';
import GoodsTile from '../favourites/GoodsTile.tsx';
import type { DayGroup } from './dayGroups.ts';
import type { useFavouriteFlags } from './useFavouriteFlags.ts';

interface Props {
  group: DayGroup;
  today: string;
  /** The whole list: its edit mode and ticks, and removing a footprint (busy until done). */
  list: KeptList<FootprintItem>;
  favourites: ReturnType<typeof useFavouriteFlags>;
}

/** One day of recently viewed: its heading (today, yesterday, a date) and the goods looked at that day. */
export default function FootprintDay({ group, today, list, favourites }: Props) {
  const { editing, selection } = list;
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-footprint-day={group.day}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-gray-900">
        {dayHeading(group.day, today, locale)}
      </h2>
      <ul className="grid grid-cols-4 gap-4">
        {group.items.map((item) => {
          const favourite = favourites.isFavourite(item.goods.id, item.collected);
          return (
            <li key={item.id}>
              <GoodsTile
                goods={item.goods}
                onShelf={item.onShelf}
                stock={item.stock}
                data-footprint={item.id}
                select={editing ? { checked: selection.isSelected(item.id), onChange: (on) => selection.toggle(item.id, on) } : undefined}
                actions={
                  editing
                    ? undefined
                    : (nameId) => (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-describedby={nameId}
                            busy={favourites.isBusy(item.goods.id)}
                            disabled={!favourite && !item.onShelf}
                            onClick={() => void favourites.toggle(item.goods.id, item.collected)}
                          >
                            {t(favourite ? 'goodsDetail.collected' : 'goodsDetail.collect')}
                          </Button>
                          <Button size="sm" variant="text" className="ms-auto" aria-describedby={nameId} busy={list.removing.has(item.id)} onClick={() => void list.removeOne(item.id)}>
                            {t('footprint.action.remove')}
                          </Button>
                        </>
                      )
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
