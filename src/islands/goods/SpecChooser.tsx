import { useId } from 'react';
import { isolate } from '../../lib/i18n/bidi.ts';
import { useT } from '../ui/i18n.ts';
import { isValueAvailable, valueInStock, type Choice, type Sku, type SpecDimension } from './purchase.ts';

interface Props {
  specs: SpecDimension[];
  skus: Sku[];
  choice: Choice;
  onChoose: (dim: number, value: number) => void;
}

/**
 * One radio group per specification. Sold-out values are disabled; values that do not combine with the
 * current choice look faded but stay clickable (choosing one clears the other dimensions).
 */
export default function SpecChooser({ specs, skus, choice, onChoose }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      {specs.map((spec, dim) => (
        <div key={spec.name} role="radiogroup" aria-labelledby={`${id}-${dim}`} className="flex items-start gap-4">
          <span id={`${id}-${dim}`} className="w-20 shrink-0 pt-1.5 text-sm text-gray-600">
            {spec.name}
          </span>
          <div className="flex flex-wrap gap-2">
            {spec.values.map((value, v) => {
              const inStock = valueInStock(skus, dim, v);
              const fits = isValueAvailable(skus, choice, dim, v);
              return (
                <label
                  key={value}
                  data-fits={fits}
                  className="relative cursor-pointer rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800 has-checked:border-primary-600 has-checked:bg-primary-50 has-checked:text-primary-800 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:text-gray-500 data-[fits=false]:text-gray-500 hover:border-primary-500"
                >
                  <input
                    type="radio"
                    name={`${id}-spec-${dim}`}
                    // Invisible but covering its label, so the radio itself is what a click lands on.
                    className="absolute inset-0 cursor-pointer appearance-none rounded-md disabled:cursor-not-allowed"
                    checked={choice[dim] === v}
                    disabled={!inStock}
                    onChange={() => onChoose(dim, v)}
                  />
                  {/* One message, so each language spaces and brackets it its own way: 300 g (Sold out), 300 g（已售罄） */}
                  {inStock ? value : t('goodsDetail.valueSoldOut', { value: isolate(value) })}
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
