import { useState } from 'react';
import { priceView } from '../../lib/pricing.ts';
import type { GoodsOptions } from '../../lib/schemas/mine.ts';
import { addToCart } from '../../stores/cart.ts';
import ChoiceFields from '../goods/ChoiceFields.tsx';
import PriceBlock from '../goods/PriceBlock.tsx';
import { usePurchaseChoice } from '../goods/usePurchaseChoice.ts';
import Button from '../ui/Button.tsx';
import Modal from '../ui/Modal.tsx';
import { useT } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  /** The goods whose specification is being chosen; null while closed. */
  goods: GoodsOptions | null;
  onClose: () => void;
}

/** Choosing a specification and quantity before a goods goes into the cart, as on its own page. */
export default function CartChoiceDialog({ goods, onClose }: Props) {
  const t = useT();
  return (
    <Modal open={goods !== null} title={t('favourites.cart.title')} onClose={onClose} size="lg" data-cart-choice-dialog>
      {goods && <ChoiceForm key={goods.id} goods={goods} onDone={onClose} />}
    </Modal>
  );
}

function ChoiceForm({ goods, onDone }: { goods: GoodsOptions; onDone: () => void }) {
  const t = useT();
  const purchase = usePurchaseChoice(goods.specs, goods.skus);
  const [busy, setBusy] = useState(false);

  async function add() {
    const sku = purchase.confirm();
    if (!sku) return;
    setBusy(true);
    try {
      await addToCart({ goodsId: goods.id, skuId: sku.id, quantity: purchase.quantity });
      onDone();
    } catch {
      // Refused (stock changed meanwhile): the request layer has said why; the choice stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Picture url={goods.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md border border-gray-200 object-cover" />
        <p className="line-clamp-2 font-medium text-gray-900">{goods.name}</p>
      </div>
      <PriceBlock goodsId={goods.id} view={priceView(goods, purchase.sku ?? null)} isMember />
      <ChoiceFields specs={goods.specs} skus={goods.skus} purchase={purchase} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button busy={busy} disabled={purchase.soldOut} onClick={() => void add()}>
          {t('goodsDetail.addToCart')}
        </Button>
      </div>
    </div>
  );
}
