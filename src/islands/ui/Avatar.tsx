import type { ReactNode } from 'react';
import Picture from './Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  /** The member's picture, or null for the initial of `name`. */
  src: string | null;
  name: string;
  /** Size and text size, e.g. "size-20 text-3xl". */
  className: string;
  /** Describes the picture when it is the only thing naming the member; empty when the name is shown beside it. */
  alt?: string;
  /** Drawn over the picture (an upload's progress). */
  children?: ReactNode;
}

/** A member's round picture, or the first letter of their name on the theme colour when they have none. */
export default function Avatar({ src, name, className, alt = '', children }: Props) {
  return (
    <span className={`relative inline-flex shrink-0 overflow-hidden rounded-full bg-primary-100 ${className}`} data-avatar>
      {src ? (
        <Picture url={src} use={PICTURE_USES.avatar} alt={alt} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-full items-center justify-center font-semibold text-primary-800">
          {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      {children}
    </span>
  );
}
