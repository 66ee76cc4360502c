import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { ArrayInput, BooleanInput, NumberInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, useGetList, useTranslate } from 'react-admin';
import { LOCALE_LABEL, LOCALES } from '../../lib/i18n/locales.ts';
import { goodsInputSchema } from '../../lib/schemas/admin-goods.ts';
import { zodValidate } from '../forms.ts';
import { SaveToolbar } from '../SaveToolbar.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { PicturesInput } from './PicturesInput.tsx';

const all = { pagination: { page: 1, perPage: 1000 } };

/** Names, descriptions and the specification name, one tab per language; all tabs stay mounted so nothing typed is lost. */
function TextsInput() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="h3" variant="subtitle1">{translate('console.goods.texts')}</Typography>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" aria-label={translate('console.goods.texts')}>
        {LOCALES.map((l) => <Tab key={l} label={LOCALE_LABEL[l]} id={`texts-tab-${l}`} aria-controls={`texts-${l}`} />)}
      </Tabs>
      {LOCALES.map((l, i) => (
        <Box key={l} role="tabpanel" id={`texts-${l}`} aria-labelledby={`texts-tab-${l}`} hidden={tab !== i} sx={{ pt: 2 }} lang={l} dir={l === 'ar' ? 'rtl' : 'ltr'}>
          <TextInput source={`texts.${l}.name`} label="console.goods.name" fullWidth />
          <TextInput source={`texts.${l}.specName`} label="console.goods.specName" helperText="console.goods.specNameHelp" />
          <TextInput source={`texts.${l}.description`} label="console.goods.description" multiline minRows={4} fullWidth />
        </Box>
      ))}
    </Box>
  );
}

/** The goods form for create and edit; checked by the same schema as /api/admin/goods. */
export function GoodsForm() {
  const translate = useTranslate();
  const categories = useGetList<{ id: number; name: string }>('categories', all);
  const brands = useGetList<{ id: number; name: string }>('brands', all);
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={zodValidate(goodsInputSchema)} defaultValues={{ onShelf: false, freeShipping: false, images: [], skus: [{ labels: {}, stock: 0, price: null }], brandId: null }}>
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
      <BooleanInput source="onShelf" />
      <PicturesInput source="images" />
      <TextsInput />
      <ArrayInput source="skus">
        <SimpleFormIterator inline disableReordering sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 1 } }}>
          {LOCALES.map((l) => <TextInput key={l} source={`labels.${l}`} label={`${translate('console.goods.skuLabel')} · ${LOCALE_LABEL[l]}`} sx={{ width: 200 }} />)}
          <NumberInput source="stock" label="resources.goods.fields.stock" min={0} step={1} />
          <MoneyInput source="price" label="console.goods.skuPrice" helperText="console.goods.skuPriceHelp" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
