import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { LOCALE_LABEL, LOCALES, type Locale } from '../lib/i18n/locales.ts';

export interface LocaleField {
  /** The form path of this field in one language, e.g. `names.ja`. */
  source: (locale: Locale) => string;
  label: string;
  multiline?: boolean;
  /** Another input than a text box (the goods description's editor), given its source and label. */
  input?: (source: string, label: string) => ReactNode;
}

/**
 * Words in the shop's ten languages, one tab per language; all tabs stay mounted so nothing typed is lost.
 * Each panel is marked with its language and direction, so Arabic is typed right to left.
 */
export function LocaleTabs({ id, title, help, fields }: { id: string; title: string; help?: string; fields: LocaleField[] }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="h3" variant="subtitle1">{translate(title)}</Typography>
      {help ? <Typography variant="body2" color="text.secondary">{translate(help)}</Typography> : null}
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" aria-label={translate(title)}>
        {LOCALES.map((l) => <Tab key={l} label={LOCALE_LABEL[l]} id={`${id}-tab-${l}`} aria-controls={`${id}-${l}`} sx={{ textTransform: 'none' }} />)}
      </Tabs>
      {LOCALES.map((l, i) => (
        <Box key={l} role="tabpanel" id={`${id}-${l}`} aria-labelledby={`${id}-tab-${l}`} hidden={tab !== i} sx={{ pt: 2 }} lang={l} dir={l === 'ar' ? 'rtl' : 'ltr'}>
          {fields.map((f) => (f.input ? <Box key={f.label}>{f.input(f.source(l), f.label)}</Box> : <TextInput key={f.label} source={f.source(l)} label={f.label} fullWidth multiline={f.multiline} minRows={f.multiline ? 3 : undefined} />))}
        </Box>
      ))}
    </Box>
  );
}
