import { useId, type ReactNode } from 'react';
import { buttonClass } from './buttonStyles.ts';

interface Props {
  /** A large line drawing, hidden from assistive technology. */
  icon: ReactNode;
  title: string;
  text?: string;
  /** Where to go from here (the goods list, the video section). */
  action?: { href: string; label: string };
  [data: `data-${string}`]: string | boolean | undefined;
}

/** What an empty list says, with the way to fill it; never a blank space. */
export default function EmptyState({ icon, title, text, action, ...data }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-6 py-14 text-center" {...data}>
      <span aria-hidden="true" className="text-primary-300 [&>svg]:size-14 [&>svg]:fill-none [&>svg]:stroke-current [&>svg]:stroke-[1.4]">
        {icon}
      </span>
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {text && <p className="max-w-md text-gray-600">{text}</p>}
      {action && (
        <a href={action.href} className={`${buttonClass('primary')} mt-2`}>
          {action.label}
        </a>
      )}
    </section>
  );
}
