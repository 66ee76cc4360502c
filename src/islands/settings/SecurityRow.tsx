import type { ReactNode } from 'react';
import Button from '../ui/Button.tsx';

interface Props {
  title: string;
  /** What is set now: last modified, not set, or why it is locked. */
  status: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** Id of the form the action opens below the row, when it opens one. */
  controls?: string;
  expanded?: boolean;
  children?: ReactNode;
}

/** One security setting: its name, its state and the button that changes it. */
export default function SecurityRow({ title, status, actionLabel, onAction, controls, expanded, children }: Props) {
  return (
    <li className="border-b border-gray-100 py-5 last:border-b-0">
      <div className="flex items-center gap-6">
        <h3 className="w-40 shrink-0 font-medium text-gray-900">{title}</h3>
        <div className="min-w-0 flex-1 text-sm text-gray-600">{status}</div>
        <Button
 onClick={onAction}
 aria-expanded={controls ? Boolean(expanded) : undefined}
 aria-controls={controls && expanded ? controls : undefined}
 variant="outline" size="sm"
>
          {actionLabel}
        </Button>
      </div>
      {expanded && children && <div className="mt-4 ps-46">{children}</div>}
    </li>
  );
}
