import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ReactElement } from 'react';
import { BooleanInput, CheckboxGroupInput, SelectInput, SimpleForm, TextInput, useGetList, useTranslate } from 'react-admin';
import { DEFAULT_SERVICES, GOODS_FLAGS, GOODS_SERVICES, goodsInputSchema } from '../../lib/schemas/admin-goods.ts';
import { zodValidate } from '../forms.ts';
import { LocaleTabs, type LocaleField } from '../LocaleTabs.tsx';
import { SaveToolbar } from '../SaveToolbar.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { PicturesInput } from './PicturesInput.tsx';
import { SkusInput } from './SkusInput.tsx';
import { SpecsInput } from './SpecsInput.tsx';

const all = { pagination: { page: 1, perPage: 1000 } };

// The editor (TipTap) is most of the form's code: it loads when a goods form opens, not with the console.
const DescriptionEditor = lazy(() => import('./DescriptionEditor.tsx'));

const GOODS_TEXTS: LocaleField[] = [
  { source: (l) => `texts.${l}.name`, label: 'console.goods.name' },
  {
    source: (l) => `texts.${l}.description`,
    label: 'console.goods.description',
    input: (source, label) => (
      <Suspense fallback={<CircularProgress size={24} />}>
        <DescriptionEditor source={source} label={label} />
      </Suspense>
    ),
  },
];

// Shelves named as the home page names them in the console's words; services as the goods page words them.
const FLAG_CHOICES = GOODS_FLAGS.map((flag) => ({ id: flag, name: `console.goods.flag.${flag}` }));
const SERVICE_CHOICES = GOODS_SERVICES.map((code) => ({ id: code, name: `goodsDetail.service.${code}` }));

/**
 * The goods form for create and edit; checked by the same schema as /api/admin/goods. An edited goods is
 * saved with the version and SKU stock it was loaded with (the record carries them): the server refuses the
 * save if the goods changed since, and leaves stock the operator did not touch as orders left it.
 */
export function GoodsForm({ toolbar = <SaveToolbar /> }: { toolbar?: ReactElement }) {
  const translate = useTranslate();
  const categories = useGetList<{ id: number; name: string }>('categories', all);
  const brands = useGetList<{ id: number; name: string }>('brands', all);
  return (
    <SimpleForm toolbar={toolbar} validate={zodValidate(goodsInputSchema)} defaultValues={{ onShelf: false, freeShipping: false, selfOperated: true, flags: [], services: DEFAULT_SERVICES, images: [], specs: [], skus: [{ values: [], stock: 0, price: null }], brandId: null }}>
      <TextInput source="itemNo" />
      <SelectInput source="categoryId" choices={categories.data ?? []} isLoading={categories.isPending} />
      <SelectInput source="brandId" choices={brands.data ?? []} isLoading={brands.isPending} emptyText={translate('console.goods.noBrand')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <MoneyInput source="price" />
        <MoneyInput source="marketPrice" />
        <MoneyInput source="salePrice" />
        <MoneyInput source="memberPrice" />
      </Box>
      <BooleanInput source="freeShipping" />
      <BooleanInput source="selfOperated" />
      <BooleanInput source="onShelf" />
      <CheckboxGroupInput source="flags" choices={FLAG_CHOICES} helperText="console.goods.flagsHelp" />
      <CheckboxGroupInput source="services" choices={SERVICE_CHOICES} helperText="console.goods.servicesHelp" />
      <PicturesInput source="images" />
      <LocaleTabs id="goods-texts" title="console.goods.texts" fields={GOODS_TEXTS} />
      <SpecsInput />
      <SkusInput />
    </SimpleForm>
  );
}
