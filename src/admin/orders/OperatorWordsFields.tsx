import { useEffect, useState } from 'react';
import { SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { NOTE_MAX, WORD_CODES, type WordsList } from '../../lib/operator-words.ts';

interface AreaNode {
  id: number;
  pid: number;
  name: string;
}

/** The region tree in the console's language, as the shop's address picker reads it. */
function useAreaTree(): AreaNode[] {
  const [locale] = useLocaleState();
  const [nodes, setNodes] = useState<AreaNode[]>([]);
  useEffect(() => {
    let live = true;
    void fetch(`/api/memberAddress/getArea?lang=${locale === 'en' ? 'en' : 'zh'}`)
      .then((res) => res.json() as Promise<{ data: AreaNode[] }>)
      .then((body) => live && setNodes(body.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return nodes;
}

/** The city of "arrived at {city}": a province, then one of its cities; the order stores the city's region code. */
function CityPicker() {
  const nodes = useAreaTree();
  const province = useWatch({ name: 'province' }) as string | undefined;
  const choices = (pid: number) => nodes.filter((n) => n.pid === pid).map((n) => ({ id: String(n.id), name: n.name }));
  return (
    <>
      <SelectInput source="province" label="console.orderWords.province" choices={choices(0)} fullWidth />
      <SelectInput source="city" label="console.orderWords.city" choices={province ? choices(Number(province)) : []} disabled={!province} fullWidth />
    </>
  );
}

const CHOICE_LABEL: Record<WordsList, string> = { track: 'console.orderWords.event', close: 'console.order.reason', refuse: 'console.order.reason', afterSales: 'console.order.reason' };

/**
 * A tracking event, close reason or refusal reason chosen from its translated list, with the operator's note
 * (shown to the member as the shop's note; needed for "other"). The member reads the choice in their language.
 */
export function OperatorWordsFields({ list }: { list: WordsList }) {
  const translate = useTranslate();
  const source = list === 'track' ? 'event' : 'reason';
  const chosen = useWatch({ name: source }) as string | undefined;
  const choices = WORD_CODES[list].map((code) => ({ id: code, name: translate(`console.orderWords.${list}.${code}`) }));
  return (
    <>
      <SelectInput source={source} label={CHOICE_LABEL[list]} choices={choices} fullWidth />
      {list === 'track' && chosen === 'arrived' && <CityPicker />}
      <TextInput
        source="note"
        label="console.orderWords.note"
        helperText={translate('console.orderWords.noteHelp', { max: NOTE_MAX })}
        multiline
        fullWidth
      />
    </>
  );
}
