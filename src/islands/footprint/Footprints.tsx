import { useMemo, useState } from 'react';
import { calendarDay, localTimeZone } from '../../lib/days.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { FOOTPRINTS_KEPT } from '../../lib/schemas/mine.ts';
import { ClockIcon } from '../favourites/icons.tsx';
import Button from '../ui/Button.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import { island } from '../ui/I18nProvider.tsx';
import KeptList from '../ui/KeptList.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { useKeptList } from '../ui/useKeptList.ts';
import FootprintDay from './FootprintDay.tsx';
import { dayGroups } from './dayGroups.ts';
import { deleteFootprints, fetchFootprints } from './footprintApi.ts';
import { useFavouriteFlags } from './useFavouriteFlags.ts';

/** /mine/footprint: the goods the member looked at, by day; remove one, several or all; favourite from here. Client only. */
export default island(function Footprints() {
  const t = useT();
  const locale = useLocale();
  const list = useKeptList({ fetchPage: fetchFootprints, removeRows: deleteFootprints, removeAll: deleteFootprints, reloadOnFailure: true });
  const groups = useMemo(() => dayGroups(list.result?.list ?? []), [list.result]);
  const favourites = useFavouriteFlags();
  const [today] = useState(() => calendarDay(new Date(), localTimeZone()));

  return (
    <KeptList
      data-footprints
      list={list}
      loading="footprint.loading"
      failedMessage="footprint.loadFailed"
      empty={
        <EmptyState
          data-footprint-empty
          icon={<ClockIcon />}
          title={t('footprint.empty.title')}
          text={t('footprint.empty.text')}
          action={{ href: localizePath('/goods/list', locale), label: t('footprint.empty.action') }}
        />
      }
      summary={(total) => t('footprint.total', { count: total, kept: FOOTPRINTS_KEPT })}
      actions={
        <Button variant="secondary" size="sm" onClick={() => list.ask('all')}>
          {t('footprint.clear')}
        </Button>
      }
      pagerLabel="footprint.pager.label"
      question={(count, all) =>
        all
          ? { title: t('footprint.clear.title'), message: t('footprint.clear.message'), confirmLabel: t('footprint.clear.confirm') }
          : { title: t('footprint.remove.title'), message: t('footprint.remove.message', { count }), confirmLabel: t('footprint.remove.confirm') }
      }
    >
      {() => (
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <FootprintDay key={`${group.day}-${group.items[0]!.id}`} group={group} today={today} list={list} favourites={favourites} />
          ))}
        </div>
      )}
    </KeptList>
  );
});
