import { Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, ReferenceArrayInput, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { videoCreateSchema, videoUpdateSchema } from '../../lib/schemas/admin-video.ts';
import { consoleLocale } from '../api.ts';
import { zodValidate } from '../forms.ts';
import { SaveToolbar } from '../SaveToolbar.tsx';
import { LocaleTabs, type LocaleField } from '../LocaleTabs.tsx';
import { UploadInput } from './UploadInput.tsx';

const VIDEO_TEXTS: LocaleField[] = [
  { source: (l) => `texts.${l}.title`, label: 'console.video.title' },
  { source: (l) => `texts.${l}.description`, label: 'console.video.description', multiline: true },
];

interface GoodsChoice {
  id: number;
  itemNo: string;
  name?: string;
  texts?: Record<string, { name: string }>;
}
/** A goods by its name in the console's language (list rows carry it; single reads carry every language). */
const goodsLabel = (g: GoodsChoice) => `${g.name ?? g.texts?.[consoleLocale()]?.name ?? g.texts?.en?.name ?? g.texts?.zh?.name ?? ''} (${g.itemNo})`;

function Preview() {
  const translate = useTranslate();
  const record = useRecordContext<{ poster: string; sources: { src: string; height: number }[] }>();
  if (!record?.poster) return null;
  return (
    <Box sx={{ my: 1 }}>
      <img src={record.poster} alt={translate('console.video.poster')} width={320} height={180} style={{ objectFit: 'cover', borderRadius: 4 }} />
      <Typography variant="body2">{record.sources.map((s) => `${s.height}p`).join(' · ')}</Typography>
    </Box>
  );
}

/** The video form: a new video also takes its file and poster, a saved one may take a new poster; the shared schemas check both. */
export function VideoForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={zodValidate(creating ? videoCreateSchema : videoUpdateSchema)} defaultValues={{ texts: {}, goodsIds: [] }}>
      {creating ? (
        <>
          <UploadInput source="video" kind="video" label="console.video.file" />
          <UploadInput source="poster" kind="poster" label="console.video.posterFile" />
        </>
      ) : (
        <>
          <Preview />
          <UploadInput source="newPoster" kind="poster" label="console.video.newPoster" />
        </>
      )}
      <LocaleTabs id="video-texts" title="console.video.texts" help="console.video.textsHelp" fields={VIDEO_TEXTS} />
      <ReferenceArrayInput source="goodsIds" reference="goods" perPage={20} filter={{ onShelf: 'true' }}>
        <AutocompleteArrayInput optionText={goodsLabel} filterToQuery={(q: string) => ({ q })} helperText="console.video.goodsHelp" fullWidth />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}
