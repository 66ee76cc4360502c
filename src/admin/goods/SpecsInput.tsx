import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { ArrayInput, SimpleFormIterator, TextInput, useInput, useTranslate, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { textLocales } from '../../lib/i18n/fallback.ts';
import { LOCALE_LABEL, LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { AddItem } from '../AddItem.tsx';

/**
 * A value's key, made once when the value is added: SKUs name their values by key, so removing or renaming
 * a value never moves a SKU to another one.
 */
function ValueKey({ source }: { source: string }) {
  const { field } = useInput({ source, defaultValue: '' });
  useEffect(() => {
    if (!field.value) field.onChange(crypto.randomUUID().slice(0, 8));
  }, [field]);
  return null;
}

/**
 * One word in each of the ten languages, side by side; each box typed in its language's direction. A box left
 * empty shows, greyed, the word the shop will show in its place (the next language of its fallback chain).
 */
function WordsPerLocale({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  // Inside the iterators `source` is relative (`names`); the form knows the words under their full path.
  const words = (useWatch({ name: useWrappedSource(source) }) ?? {}) as Partial<Record<Locale, string>>;
  const fallback = (l: Locale) => textLocales(l).slice(1).map((other) => words[other]).find(Boolean);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {LOCALES.map((l) => {
        const shown = fallback(l);
        return (
          <TextInput
            key={l}
            source={`${source}.${l}`}
            label={`${translate(label)} · ${LOCALE_LABEL[l]}`}
            sx={{ width: 170 }}
            placeholder={shown}
            InputLabelProps={shown ? { shrink: true } : undefined}
            inputProps={{ lang: l, dir: l === 'ar' ? 'rtl' : 'ltr' }}
          />
        );
      })}
    </Box>
  );
}

/**
 * The goods' specification dimensions (e.g. colour, size), up to three, each with its values, all named in
 * the ten languages (Chinese required; others fall back to English, then Chinese, on the shop).
 */
export function SpecsInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="h3" variant="subtitle1">{translate('console.specs.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('console.specs.help')}</Typography>
      <ArrayInput source="specs" label={false}>
        <SimpleFormIterator disableReordering disableClear getItemLabel={(i) => translate('console.specs.dimension', { n: i + 1 })} addButton={<AddItem label="console.specs.addDimension" />}>
          <WordsPerLocale source="names" label="console.specs.name" />
          <ArrayInput source="values" label="console.specs.values">
            <SimpleFormIterator disableReordering disableClear getItemLabel={(i) => `${i + 1}.`} addButton={<AddItem label="console.specs.addValue" />}>
              <ValueKey source="key" />
              <WordsPerLocale source="labels" label="console.specs.value" />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
