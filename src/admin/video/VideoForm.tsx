import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { AutocompleteArrayInput, ReferenceArrayInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { LOCALE_LABEL, LOCALES } from '../../lib/i18n/locales.ts';
import { videoCreateSchema, videoInputSchema } from '../../lib/schemas/admin-video.ts';
import { consoleLocale } from '../api.ts';
import { zodValidate } from '../forms.ts';
import { UploadInput } from './UploadInput.tsx';

/** Titles and descriptions, one tab per language; all tabs stay mounted so nothing typed is lost. */
function VideoTextsInput() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="h3" variant="subtitle1">{translate('console.video.texts')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('console.video.textsHelp')}</Typography>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" aria-label={translate('console.video.texts')}>
        {LOCALES.map((l) => <Tab key={l} label={LOCALE_LABEL[l]} id={`video-tab-${l}`} aria-controls={`video-texts-${l}`} />)}
      </Tabs>
      {LOCALES.map((l, i) => (
        <Box key={l} role="tabpanel" id={`video-texts-${l}`} aria-labelledby={`video-tab-${l}`} hidden={tab !== i} sx={{ pt: 2 }} lang={l} dir={l === 'ar' ? 'rtl' : 'ltr'}>
          <TextInput source={`texts.${l}.title`} label="console.video.title" fullWidth />
          <TextInput source={`texts.${l}.description`} label="console.video.description" multiline minRows={3} fullWidth />
        </Box>
      ))}
    </Box>
  );
}

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

/** The video form: a new video also takes its file and poster; both are checked by the shared schema. */
export function VideoForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm validate={zodValidate(creating ? videoCreateSchema : videoInputSchema)} defaultValues={{ texts: {}, goodsIds: [] }}>
      {creating ? (
        <>
          <UploadInput source="video" kind="video" label="console.video.file" />
          <UploadInput source="poster" kind="poster" label="console.video.posterFile" />
        </>
      ) : (
        <Preview />
      )}
      <VideoTextsInput />
      <ReferenceArrayInput source="goodsIds" reference="goods" perPage={20} filter={{ onShelf: 'true' }}>
        <AutocompleteArrayInput optionText={goodsLabel} filterToQuery={(q: string) => ({ q })} helperText="console.video.goodsHelp" fullWidth />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}
