import { localizePath } from '../../lib/i18n/locales.ts';
import type { CollectedGoods } from '../../lib/schemas/mine.ts';
import Button from '../ui/Button.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import KeptList from '../ui/KeptList.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { useKeptList } from '../ui/useKeptList.ts';
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
  const list = useKeptList({ fetchPage: fetchFavourites, removeRows: removeFavourites });
  const cart = useCartChoice();

  return (
    <KeptList
      list={list}
      loading="favourites.loading"
      failedMessage="favourites.loadFailed"
      empty={
        <EmptyState
          data-favourites-empty
          icon={<HeartIcon />}
          title={t('favourites.empty.title')}
          text={t('favourites.empty.text')}
          action={{ href: localizePath('/goods/list', locale), label: t('favourites.empty.action') }}
        />
      }
      summary={(total) => t('favourites.total', { count: total })}
      pagerLabel="favourites.pager.label"
      question={(count) => ({
        title: t('favourites.remove.title'),
        message: t('favourites.remove.message', { count }),
        confirmLabel: t('favourites.remove.confirm'),
      })}
    >
      {(rows) => (
        <>
          <ul className="grid grid-cols-4 gap-4">
            {rows.map((goods) => (
              <li key={goods.id}>
                <FavouriteTile goods={goods} list={list} busy={cart.busyId === goods.id} onCart={() => void cart.start(goods.id)} />
              </li>
            ))}
          </ul>
          <CartChoiceDialog goods={cart.choosing} onClose={cart.close} />
        </>
      )}
    </KeptList>
  );
}

interface TileProps {
  goods: CollectedGoods;
  list: ReturnType<typeof useKeptList<CollectedGoods>>;
  busy: boolean;
  onCart: () => void;
}

function FavouriteTile({ goods, list, busy, onCart }: TileProps) {
  const t = useT();
  const { editing, selection } = list;
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
                <Button size="sm" variant="text" className="ms-auto" onClick={() => void list.removeOne(goods.id)} aria-describedby={nameId}>
                  {t('favourites.action.remove')}
                </Button>
              </>
            )
      }
    />
  );
}
