import { Box, Button, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import type { SpecDimensionInput } from '../../lib/schemas/admin-goods.ts';
import { AddItem } from '../AddItem.tsx';
import { consoleLocale } from '../api.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { SkuPictureInput, SuggestPricesButton } from './SkuExtras.tsx';

interface SkuValues {
  id?: number;
  values: string[];
  stock: number;
  price: number | null;
  marketPrice?: number | null;
  salePrice?: number | null;
  memberPrice?: number | null;
  picture?: string | null;
}

const wordIn = (words: Partial<Record<string, string>>) => words[consoleLocale()] || words.zh || words.en || '';

/** Every combination of one value per dimension, as value keys. */
const combinations = (specs: SpecDimensionInput[]) =>
  specs.reduce<string[][]>((combos, d) => combos.flatMap((c) => d.values.filter((v) => v.key).map((v) => [...c, v.key])), [[]]);

/**
 * SKUs for the combinations not yet there (stock 0, the goods price); SKUs already saved are never dropped,
 * since orders and carts point at them: one whose value was removed keeps its row for a new choice.
 */
function withEveryCombination(specs: SpecDimensionInput[], skus: SkuValues[]): SkuValues[] {
  const key = (values: string[]) => values.slice(0, specs.length).join('|');
  const wanted = combinations(specs);
  const have = new Set(skus.map((s) => key(s.values ?? [])));
  const kept = skus.filter((s) => s.id !== undefined || wanted.some((c) => key(c) === key(s.values ?? [])));
  return [...kept, ...wanted.filter((c) => !have.has(key(c))).map((values) => ({ values, stock: 0, price: null, marketPrice: null, salePrice: null, memberPrice: null, picture: null }))];
}

/** A saved SKU's id (orders, carts and the stock command name SKUs by it); "new" until saved. */
function SkuId() {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const id = (useWatch({ name: `skus.${index}.id` }) as number | undefined) ?? undefined;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72, alignSelf: 'center' }} data-sku-id={id ?? ''}>
      {id === undefined ? translate('console.specs.newSku') : translate('console.specs.skuId', { id })}
    </Typography>
  );
}

/** The SKUs: each picks one value of every dimension, with its stock and, if it differs, its own price; saved ones have no remove button. */
export function SkusInput() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const specs = (useWatch({ name: 'specs' }) ?? []) as SpecDimensionInput[];
  const fill = () => setValue('skus', withEveryCombination(getValues('specs') ?? [], getValues('skus') ?? []), { shouldDirty: true, shouldValidate: true });
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="h3" variant="subtitle1">{translate('resources.goods.fields.skus')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('console.specs.skusHelp')}</Typography>
      {specs.length > 0 ? <Button variant="outlined" size="small" onClick={fill} sx={{ my: 1 }}>{translate('console.specs.everyCombination')}</Button> : null}
      <SuggestPricesButton />
      <ArrayInput source="skus" label={false}>
        <SimpleFormIterator inline disableReordering disableClear disableRemove={(sku: { id?: unknown }) => sku?.id !== undefined} addButton={<AddItem label="console.specs.addSku" />} sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 1 } }}>
          <SkuId />
          {specs.map((d, j) => (
            <SelectInput
              key={j}
              source={`values.${j}`}
              label={wordIn(d.names ?? {}) || translate('console.specs.dimension', { n: j + 1 })}
              choices={(d.values ?? []).filter((v) => v?.key).map((v) => ({ id: v.key, name: wordIn(v.labels ?? {}) || '…' }))}
              sx={{ minWidth: 140 }}
            />
          ))}
          <NumberInput source="stock" label="resources.goods.fields.stock" min={0} step={1} />
          <MoneyInput source="price" label="console.goods.skuPrice" helperText="console.goods.skuPriceHelp" />
          <MoneyInput source="marketPrice" label="console.skus.marketPrice" helperText="console.skus.ownHelp" />
          <MoneyInput source="salePrice" label="console.skus.salePrice" helperText="console.skus.ownHelp" />
          <MoneyInput source="memberPrice" label="console.skus.memberPrice" helperText="console.skus.ownHelp" />
          <SkuPictureInput />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
