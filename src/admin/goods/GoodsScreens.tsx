import { BooleanField, Create, Datagrid, Edit, FunctionField, List, NumberField, SearchInput, SelectInput, TextField, useGetList, useTranslate } from 'react-admin';
import { RowAction, RowActions } from '../people/OtherScreens.tsx';
import { useMoney } from '../format.ts';
import { BulkShelfButtons, GoodsEditToolbar } from './GoodsActions.tsx';
import { GoodsForm } from './GoodsForm.tsx';
import { wholeRecordEdit } from '../full-record.ts';

interface GoodsRow {
  id: number;
  name: string;
  image: string;
  price: number;
  memberPays: number;
  onShelf: boolean;
}

export function GoodsList() {
  const translate = useTranslate();
  const money = useMoney();
  const categories = useGetList<{ id: number; name: string }>('categories', { pagination: { page: 1, perPage: 1000 } });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.goods.fields.q')} aria-label={translate('resources.goods.fields.q')} />,
    <SelectInput key="categoryId" source="categoryId" choices={categories.data ?? []} alwaysOn />,
    <SelectInput key="onShelf" source="onShelf" alwaysOn choices={[{ id: 'true', name: translate('console.goods.onShelfState') }, { id: 'false', name: translate('console.goods.offShelfState') }]} />,
  ];
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={<BulkShelfButtons />}>
        <FunctionField label="console.goods.picture1" render={(r: GoodsRow) => (r.image ? <img src={r.image} alt="" width={48} height={48} /> : null)} />
        <TextField source="itemNo" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField source="price" sortable={false} render={(r: GoodsRow) => money(r.price)} />
        <FunctionField source="memberPays" sortable={false} render={(r: GoodsRow) => money(r.memberPays)} />
        <NumberField source="stock" sortable={false} />
        <NumberField source="sales" sortable={false} />
        <BooleanField source="onShelf" sortable={false} />
        <RowActions>
          <RowAction path={(id) => `/goods/${id}/shelf`} json={{ onShelf: false }} label="console.goods.offShelf" confirm="console.goods.offShelfConfirm" when={(r) => r.onShelf === true} />
          <RowAction path={(id) => `/goods/${id}/shelf`} json={{ onShelf: true }} label="console.goods.onShelf" when={(r) => r.onShelf === false} />
        </RowActions>
      </Datagrid>
    </List>
  );
}

export const GoodsCreate = () => (
  <Create redirect="edit">
    <GoodsForm />
  </Create>
);

export const GoodsEdit = () => (
  <Edit mutationMode="pessimistic" {...wholeRecordEdit}>
    <GoodsForm toolbar={<GoodsEditToolbar />} />
  </Edit>
);
