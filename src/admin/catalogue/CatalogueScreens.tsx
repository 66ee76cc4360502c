import { BooleanField, BooleanInput, Create, Datagrid, Edit, FunctionField, List, NumberInput, SaveButton, SelectInput, SimpleForm, TextField, TextInput, Toolbar, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { bannerInputSchema, brandInputSchema, categoryInputSchema } from '../../lib/schemas/admin-catalogue.ts';
import { zodValidate } from '../forms.ts';
import { SaveToolbar } from '../SaveToolbar.tsx';
import { LocaleTabs } from '../LocaleTabs.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { PictureInput } from './PictureInput.tsx';
import { wholeRecordEdit } from '../full-record.ts';

const thumb = (src: string | null, width: number, height: number) => (src ? <img src={src} alt="" width={width} height={height} style={{ objectFit: 'contain' }} /> : null);
const sortInput = <NumberInput source="sort" min={0} max={9999} step={1} helperText="console.catalogue.sortHelp" />;
const hiddenInput = <BooleanInput source="hidden" helperText="console.catalogue.hiddenHelp" />;

/** Categories and brands: save, and on an existing one, delete (refused by the server while goods use it). */
const DeletableToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteRecordButton />
  </Toolbar>
);

export const CategoryList = () => (
  <List perPage={100} exporter={false} pagination={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField label="console.catalogue.icon" render={(r: { icon: string | null }) => thumb(r.icon, 40, 40)} />
      <TextField source="name" sortable={false} />
      <BooleanField source="hidden" sortable={false} />
    </Datagrid>
  </List>
);

/** Parents are top-level categories other than the one edited: the shop shows two levels. */
function ParentInput() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const { data, isPending } = useGetList<{ id: number; name: string; parentId: number | null }>('categories', { pagination: { page: 1, perPage: 1000 } });
  const choices = (data ?? []).filter((c) => c.parentId === null && c.id !== record?.id);
  return <SelectInput source="parentId" choices={choices} isLoading={isPending} emptyText={translate('console.catalogue.topLevel')} />;
}

function CategoryForm() {
  return (
    <SimpleForm toolbar={<DeletableToolbar />} validate={zodValidate(categoryInputSchema)} defaultValues={{ parentId: null, sort: 0, icon: null, hidden: false, names: {} }}>
      <ParentInput />
      {sortInput}
      {hiddenInput}
      <PictureInput source="icon" kind="categories" label="console.catalogue.icon" width={80} height={80} />
      <LocaleTabs id="category-names" title="console.catalogue.names" help="console.catalogue.namesHelp" fields={[{ source: (l) => `names.${l}`, label: 'console.catalogue.name' }]} />
    </SimpleForm>
  );
}

export const CategoryCreate = () => <Create redirect="list"><CategoryForm /></Create>;
export const CategoryEdit = () => <Edit mutationMode="pessimistic" redirect="list" {...wholeRecordEdit}><CategoryForm /></Edit>;

export const BrandList = () => (
  <List perPage={100} exporter={false} pagination={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField label="console.catalogue.logo" render={(r: { logo: string | null }) => thumb(r.logo, 48, 48)} />
      <TextField source="name" sortable={false} />
      <BooleanField source="hidden" sortable={false} />
    </Datagrid>
  </List>
);

function BrandForm() {
  return (
    <SimpleForm toolbar={<DeletableToolbar />} validate={zodValidate(brandInputSchema)} defaultValues={{ sort: 0, logo: null, hidden: false, names: {}, stories: {} }}>
      {sortInput}
      {hiddenInput}
      <PictureInput source="logo" kind="brands" label="console.catalogue.logo" width={120} height={120} />
      <LocaleTabs
        id="brand-names"
        title="console.catalogue.names"
        help="console.catalogue.namesHelp"
        fields={[
          { source: (l) => `names.${l}`, label: 'console.catalogue.name' },
          { source: (l) => `stories.${l}`, label: 'console.catalogue.story', multiline: true },
        ]}
      />
    </SimpleForm>
  );
}

export const BrandCreate = () => <Create redirect="list"><BrandForm /></Create>;
export const BrandEdit = () => <Edit mutationMode="pessimistic" redirect="list" {...wholeRecordEdit}><BrandForm /></Edit>;

export const BannerList = () => (
  <List perPage={100} exporter={false} pagination={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField label="console.catalogue.banner" render={(r: { image: string }) => thumb(r.image, 200, 60)} />
      <TextField source="title" sortable={false} />
      <TextField source="link" sortable={false} />
      <TextField source="sort" sortable={false} />
      <BooleanField source="active" sortable={false} />
    </Datagrid>
  </List>
);

function BannerForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={zodValidate(bannerInputSchema)} defaultValues={{ sort: 0, active: true, image: null, link: '/goods/list', titles: {}, subtitles: {} }}>
      <PictureInput source="image" kind="banners" label="console.catalogue.banner" width={600} height={180} />
      <TextInput source="link" helperText="console.catalogue.linkHelp" fullWidth />
      {sortInput}
      <BooleanInput source="active" />
      <LocaleTabs
        id="banner-texts"
        title="console.catalogue.bannerTexts"
        help="console.catalogue.namesHelp"
        fields={[
          { source: (l) => `titles.${l}`, label: 'console.catalogue.bannerTitle' },
          { source: (l) => `subtitles.${l}`, label: 'console.catalogue.subtitle' },
        ]}
      />
    </SimpleForm>
  );
}

export const BannerCreate = () => <Create redirect="list"><BannerForm /></Create>;
export const BannerEdit = () => <Edit mutationMode="pessimistic" redirect="list" {...wholeRecordEdit}><BannerForm /></Edit>;
