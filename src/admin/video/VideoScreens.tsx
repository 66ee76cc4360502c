import { Chip } from '@mui/material';
import { Create, Datagrid, Edit, FunctionField, List, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import { VIDEO_STATUSES } from '../../lib/schemas/video.ts';
import { RowAction, RowActions } from '../people/OtherScreens.tsx';
import { VideoForm } from './VideoForm.tsx';
import { wholeRecordEdit } from '../full-record.ts';

interface VideoRow {
  id: number;
  title: string;
  poster: string;
  status: 'draft' | 'published';
  duration: number;
}

const minutes = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function VideoList() {
  const translate = useTranslate();
  const filters = [<SelectInput key="status" source="status" alwaysOn choices={VIDEO_STATUSES.map((s) => ({ id: s, name: translate(`console.video.${s}`) }))} />];
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField label="console.video.poster" render={(r: VideoRow) => <img src={r.poster} alt="" width={96} height={54} style={{ objectFit: 'cover' }} />} />
        <TextField source="title" sortable={false} />
        <FunctionField source="status" sortable={false} render={(r: VideoRow) => <Chip size="small" variant="outlined" color={r.status === 'published' ? 'success' : 'default'} label={translate(`console.video.${r.status}`)} />} />
        <FunctionField source="duration" sortable={false} render={(r: VideoRow) => minutes(r.duration)} />
        <NumberField source="views" sortable={false} />
        <NumberField source="comments" sortable={false} />
        <RowActions>
          <RowAction path={(id) => `/videos/${id}/publish`} label="console.video.publish" when={(r) => r.status === 'draft'} />
          <RowAction path={(id) => `/videos/${id}/unpublish`} label="console.video.unpublish" when={(r) => r.status === 'published'} />
        </RowActions>
      </Datagrid>
    </List>
  );
}

export const VideoCreate = () => (
  <Create redirect="list">
    <VideoForm creating />
  </Create>
);

export const VideoEdit = () => (
  <Edit mutationMode="pessimistic" {...wholeRecordEdit}>
    <VideoForm />
  </Edit>
);
