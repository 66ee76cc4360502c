import { useCallback, useEffect, useId, useState } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import Button from '../ui/Button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { loadArea, type AreaTree } from './area.ts';

export interface Region {
  provinceId: string;
  cityId: string;
  districtId: string;
}

interface Props {
  value: Region;
  onChange: (region: Region) => void;
  /** Translated problem with the choice; marks the first empty select invalid. */
  error?: string;
  onBlur?: () => void;
}

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-gray-300 bg-white px-2 text-gray-900 focus:border-primary-600 focus:outline-none disabled:bg-gray-100 disabled:text-gray-500 aria-[invalid=true]:border-red-500';

const LEVELS: { key: keyof Region; label: MessageKey; choose: MessageKey }[] = [
  { key: 'provinceId', label: 'address.field.province', choose: 'address.field.chooseProvince' },
  { key: 'cityId', label: 'address.field.city', choose: 'address.field.chooseCity' },
  { key: 'districtId', label: 'address.field.district', choose: 'address.field.chooseDistrict' },
];

/** Province → city → district, each list fed by the one before it, from the cached region tree. */
export default function RegionPicker({ value, onChange, error, onBlur }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [tree, setTree] = useState<AreaTree | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    loadArea(locale).then(setTree, () => setFailed(true));
  }, [locale]);
  useEffect(load, [load]);

  const parents: Record<keyof Region, number | null> = {
    provinceId: 0,
    cityId: value.provinceId ? Number(value.provinceId) : null,
    districtId: value.cityId ? Number(value.cityId) : null,
  };
  const choose = (key: keyof Region, code: string) => {
    if (key === 'provinceId') onChange({ provinceId: code, cityId: '', districtId: '' });
    else if (key === 'cityId') onChange({ ...value, cityId: code, districtId: '' });
    else onChange({ ...value, districtId: code });
  };
  const firstEmpty = LEVELS.find((level) => !value[level.key])?.key;

  return (
    <fieldset
      className="flex flex-col gap-0.5"
      aria-describedby={`${id}-error`}
      // Checked when focus leaves the three lists, not while the member moves from one to the next.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onBlur?.();
      }}
    >
      <legend className="mb-0.5 text-sm font-medium text-gray-800">{t('address.field.region')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {LEVELS.map((level) => {
          const parent = parents[level.key];
          const options = tree && parent !== null ? tree.children(parent) : [];
          return (
            <select
              key={level.key}
              aria-label={t(level.label)}
              data-region={level.key}
              value={value[level.key]}
              disabled={!tree || parent === null}
              aria-invalid={error && firstEmpty === level.key ? true : undefined}
              onChange={(e) => choose(level.key, e.target.value)}
              className={selectClass}
            >
              <option value="">{t(level.choose)}</option>
              {options.map((node) => (
                <option key={node.id} value={node.id}>
                  {node.name}
                </option>
              ))}
            </select>
          );
        })}
      </div>
      {failed ? (
        <div className="flex items-center gap-3 text-sm text-red-700" role="alert">
          {t('address.areaFailed')}
          <Button onClick={load} variant="secondary" className="h-8 text-sm">
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <p id={`${id}-error`} className="min-h-5 text-sm leading-5 text-red-700" aria-live="polite">
          {error ?? (tree ? '' : <span className="text-gray-600">{t('address.areaLoading')}</span>)}
        </p>
      )}
    </fieldset>
  );
}
