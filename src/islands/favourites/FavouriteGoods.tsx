import { useMemo, useState } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { CollectedGoods } from '../../lib/schemas/mine.ts';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import NotLoaded from '../ui/NotLoaded.tsx';
import Pager from '../ui/Pager.tsx';
import SelectionBar from '../ui/SelectionBar.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import { useSelection } from '../ui/useSelection.ts';
import CartChoiceDialog from './CartChoiceDialog.tsx';
import GoodsTile from './GoodsTile.tsx';
import { fetchFavourites, removeFavourites } from './favouritesApi.ts';
import { canBuy, goodsState } from './goodsState.ts';
import { HeartIcon } from './icons.tsx';
import { useCartChoice } from './useCartChoice.ts';

/** The goods tab of the favourites: cards a page at a time, add to cart, remove one, or manage and remove several. */
export default function FavouriteGoods() {
  const t = useT();
  const locale = useLocale();
  const { result, failed, loading, setPage, reload } = usePagedList((q: { page: number }, signal) => fetchFavourites(q.page, signal), { page: 1 });
  const ids = useMemo(() => result?.list.map((g) => g.id) ?? [], [result]);
  const selection = useSelection(ids);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const cart = useCartChoice();

  if (!result) return <NotLoaded failed={failed} loading="favourites.loading" failedMessage="favourites.loadFailed" onRetry={reload} />;
  if (result.total === 0) {
    return (
      <EmptyState
        data-favourites-empty
        icon={<HeartIcon />}
        title={t('favourites.empty.title')}
        text={t('favourites.empty.text')}
        action={{ href: localizePath('/goods/list', locale), label: t('favourites.empty.action') }}
      />
    );
  }

  const remove = async (goodsIds: number[]) => {
    await removeFavourites(goodsIds);
    selection.clear();
    reload();
  };
  const editMode = (on: boolean) => {
    setEditing(on);
    selection.clear();
  };

  return (
    <div aria-busy={loading}>
      <SelectionBar
        editing={editing}
        onEditing={editMode}
        selectedCount={selection.selected.length}
        allSelected={selection.allSelected}
        onSelectAll={selection.setAll}
        onRemoveSelected={() => setAsking(true)}
        summary={t('favourites.total', { count: result.total })}
      />
      <ul className="grid grid-cols-4 gap-4">
        {result.list.map((goods) => (
          <li key={goods.id}>
            <FavouriteTile goods={goods} editing={editing} selection={selection} busy={cart.busyId === goods.id} onCart={() => void cart.start(goods.id)} onRemove={() => remove([goods.id]).catch(() => {})} />
          </li>
        ))}
      </ul>
      <Pager label="favourites.pager.label" page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />
      <ConfirmDialog
        open={asking}
        title={t('favourites.remove.title')}
        message={t('favourites.remove.message', { count: selection.selected.length })}
        confirmLabel={t('favourites.remove.confirm')}
        danger
        onConfirm={() => remove(selection.selected)}
        onClose={() => setAsking(false)}
      />
      <CartChoiceDialog goods={cart.choosing} onClose={cart.close} />
    </div>
  );
}

interface TileProps {
  goods: CollectedGoods;
  editing: boolean;
  selection: ReturnType<typeof useSelection>;
  busy: boolean;
  onCart: () => void;
  onRemove: () => void;
}

function FavouriteTile({ goods, editing, selection, busy, onCart, onRemove }: TileProps) {
  const t = useT();
  const buyable = canBuy(goodsState(goods.onShelf, goods.stock));
  return (
    <GoodsTile
      goods={goods}
      onShelf={goods.onShelf}
      stock={goods.stock}
      data-favourite={goods.id}
      select={editing ? { checked: selection.isSelected(goods.id), onChange: (on) => selection.toggle(goods.id, on) } : undefined}
      actions={
        editing
          ? undefined
          : (nameId) => (
              <>
                <Button size="sm" busy={busy} disabled={!buyable} onClick={onCart} aria-describedby={nameId}>
                  {t('goodsDetail.addToCart')}
                </Button>
                <Button size="sm" variant="text" className="ms-auto" onClick={onRemove} aria-describedby={nameId}>
                  {t('favourites.action.remove')}
                </Button>
              </>
            )
      }
    />
  );
}
