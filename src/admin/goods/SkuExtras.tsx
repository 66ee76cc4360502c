import { Box, Button, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { suggestSkuPrices, type SkuOwnPrices } from '../../lib/pricing.ts';
import { uploadMedia } from '../api.ts';
import { FieldError } from '../FieldError.tsx';

/** A SKU's own picture: uploaded like the goods pictures (/api/admin/media/goods); empty shows the goods'. */
export function SkuPictureInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source: 'picture', defaultValue: null });
  const url = (field.value as string | null | undefined) || null;
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      field.onChange(await uploadMedia('goods', file));
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
    setBusy(false);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {url ? (
        <>
          <img src={url} alt={translate('console.skus.pictureOf')} width={48} height={48} />
          <IconButton size="small" aria-label={translate('console.skus.removePicture')} onClick={() => field.onChange(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      ) : null}
      <Button component="label" size="small" variant="text" disabled={busy}>
        {translate('console.skus.picture')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" data-testid="sku-picture" onChange={(e) => void upload(e.target.files?.[0])} />
      </Button>
      <FieldError error={fieldState.error} />
    </Box>
  );
}

type SkuRow = SkuOwnPrices & Record<string, unknown>;

/**
 * "Suggest prices": fills each SKU's empty market, sale and member prices from the goods' proportions, rounded
 * (src/lib/pricing.ts, roundSuggested); prices already typed stay. Only the form changes: the operator saves.
 */
export function SuggestPricesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const suggest = () => {
    const price = Number(getValues('price'));
    if (!Number.isSafeInteger(price) || price <= 0) return notify('admin.validation.price', { type: 'warning' });
    const goods = { price, marketPrice: Number(getValues('marketPrice')) || price, salePrice: (getValues('salePrice') as number | null) ?? null, memberPrice: (getValues('memberPrice') as number | null) ?? null };
    const skus = (getValues('skus') ?? []) as SkuRow[];
    let changed = 0;
    const next = skus.map((sku) => {
      const own = { price: sku.price ?? null, marketPrice: sku.marketPrice ?? null, salePrice: sku.salePrice ?? null, memberPrice: sku.memberPrice ?? null };
      const s = suggestSkuPrices(goods, own);
      if (s.marketPrice === own.marketPrice && s.salePrice === own.salePrice && s.memberPrice === own.memberPrice) return sku;
      changed++;
      return { ...sku, ...s };
    });
    if (changed === 0) return notify('console.skus.nothingToSuggest', { type: 'info' });
    setValue('skus', next, { shouldDirty: true, shouldValidate: true });
    notify('console.skus.suggested', { type: 'info', messageArgs: { smart_count: changed } });
  };
  return (
    <Tooltip describeChild title={translate('console.skus.suggestHelp')}>
      <Button variant="outlined" size="small" onClick={suggest} sx={{ my: 1, ml: 1 }}>{translate('console.skus.suggest')}</Button>
    </Tooltip>
  );
}
