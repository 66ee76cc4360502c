import { useId, useState, type SubmitEvent } from 'react';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { inputClass } from '../settings/Field.tsx';
import { primaryButton, secondaryButton } from '../settings/buttons.ts';

interface Props {
  t: TFunction;
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Finds orders by a goods name or an order number; clearing shows every order of the tab again. */
export default function OrderSearch({ t, keyword, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(keyword);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('order.search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={60}
        placeholder={t('order.search.placeholder')}
        onChange={(e) => setText(e.target.value)}
        className={`${inputClass} w-72`}
      />
      <button type="submit" className={primaryButton}>
        {t('order.search.submit')}
      </button>
      {keyword && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('order.search.clear')}
        </button>
      )}
    </form>
  );
}
