import DateTime from '../ui/DateTime.tsx';
import { useT } from '../ui/i18n.ts';
import type { TimelineStep } from './timeline.ts';

interface Props {
  steps: TimelineStep[];
  /** Which end is the latest news: it gets the coloured dot. */
  latest?: 'first' | 'last';
}

/** The order's progress as a vertical line of dots; the latest step stands out. */
export default function TimelineList({ steps, latest = 'first' }: Props) {
  const t = useT();
  const latestIndex = latest === 'first' ? 0 : steps.length - 1;
  return (
    <ol className="relative ms-2 border-s-2 border-gray-200" data-timeline>
      {steps.map((step, index) => {
        const current = index === latestIndex;
        return (
          <li key={`${step.kind}-${step.at ?? 'next'}-${index}`} className="relative mb-4 ps-6 last:mb-0" data-step={step.kind} aria-current={current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`absolute -start-[7px] top-1.5 size-3 rounded-full border-2 ${
                step.at === null ? 'border-primary-500 bg-white' : current ? 'border-primary-500 bg-primary-500' : 'border-gray-300 bg-gray-300'
              }`}
            />
            <p className={current ? 'font-medium text-primary-800' : 'text-gray-800'}>{t(step.label)}</p>
            {step.detail && (
              <p className="text-sm break-words text-gray-700">{'key' in step.detail ? t(step.detail.key) : <bdi>{step.detail.text}</bdi>}</p>
            )}
            {step.at && <DateTime at={step.at} className="text-sm text-gray-600" />}
          </li>
        );
      })}
    </ol>
  );
}
