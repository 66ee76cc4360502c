import { Button } from '@mui/material';
import { BooleanField, Create, Datagrid, Edit, FunctionField, List, NumberField, SearchInput, SelectInput, TextField, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { adminRequest } from '../api.ts';
import { useMoney } from '../format.ts';
import { GoodsForm } from './GoodsForm.tsx';

interface GoodsRow {
  id: number;
  name: string;
  image: string;
  price: number;
  memberPays: number;
  onShelf: boolean;
}

function ShelfButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<GoodsRow>();
  if (!record) return null;
  const toggle = async (e: React.MouseEvent) => {
    e.stopPropagation();
    try {
      await adminRequest(`/goods/${record.id}/shelf`, { method: 'POST', json: { onShelf: !record.onShelf } });
      notify('console.order.done', { type: 'success' });
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  return <Button size="small" onClick={(e) => void toggle(e)}>{translate(record.onShelf ? 'console.goods.offShelf' : 'console.goods.onShelf')}</Button>;
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
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField label="console.goods.picture1" render={(r: GoodsRow) => (r.image ? <img src={r.image} alt="" width={48} height={48} /> : null)} />
        <TextField source="itemNo" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField source="price" sortable={false} render={(r: GoodsRow) => money(r.price)} />
        <FunctionField source="memberPays" sortable={false} render={(r: GoodsRow) => money(r.memberPays)} />
        <NumberField source="stock" sortable={false} />
        <NumberField source="sales" sortable={false} />
        <BooleanField source="onShelf" sortable={false} />
        <ShelfButton />
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
  <Edit mutationMode="pessimistic">
    <GoodsForm />
  </Edit>
);
