import { useId, useState } from 'react';
import { SCORE_LABEL } from '../../lib/reviews.ts';
import { REVIEW_SCORES } from '../../lib/schemas/review.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  /** 0 while no star is chosen. */
  value: number;
  onChange: (score: number) => void;
  error?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.2 6.6L12 17.3l-5.8 3.3 1.2-6.6-4.9-4.6 6.6-.8z';

/**
 * One to five stars as a radio group: the label of the star under the pointer (very poor … very good)
 * shows while hovering, the chosen one's after. Arrow keys move between the stars as between radios.
 */
export default function StarPicker({ value, onChange, error }: Props) {
  const t = useT();
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={`${id}-words ${id}-error`} aria-invalid={error ? true : undefined} data-star-picker>
      <legend className="text-sm font-medium text-gray-800">
        {t('review.form.score')}
        <span className="ms-1 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {REVIEW_SCORES.map((n) => (
            <label key={n} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name={`${id}-score`}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={t('review.form.star', { count: n, label: t(SCORE_LABEL[n]) })}
                className="peer sr-only"
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-8 rounded-sm stroke-[1.5] transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-primary-600 ${n <= shown ? 'fill-amber-500 stroke-amber-600' : 'fill-white stroke-gray-500'}`}
              >
                <path d={STAR} />
              </svg>
            </label>
          ))}
        </div>
        <span id={`${id}-words`} className={shown ? 'font-medium text-amber-800' : 'text-sm text-gray-600'} data-score-label>
          {shown ? t(SCORE_LABEL[shown as keyof typeof SCORE_LABEL]) : t('review.form.scorePrompt')}
        </span>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
