import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** Term and description pairs; pairs with an empty description are left out. */
  facts: [string, ReactNode][];
  children?: ReactNode;
}

/** A titled group of facts about the order (address, parcel, order data). */
export default function FactCard({ title, facts, children }: Props) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false);
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h2 className="mb-3 font-semibold text-gray-900">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        {shown.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="whitespace-nowrap text-gray-600">{term}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
