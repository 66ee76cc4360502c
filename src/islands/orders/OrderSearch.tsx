import { useId, useState, type SubmitEvent } from 'react';
import { orderListQuery } from '../../lib/schemas/order.ts';
import Button from '../ui/Button.tsx';
import { fieldSize, fittedInputClass } from '../ui/fitted-input.ts';
import { useT } from '../ui/i18n.ts';

// The longest search the order list takes (orderListQuery), so the box never holds what the server drops.
const KEYWORD_MAX = orderListQuery.shape.keyword.unwrap().unwrap().maxLength ?? undefined;

interface Props {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Finds orders by a goods name or an order number; clearing shows every order of the tab again. */
export default function OrderSearch({ keyword, onSearch }: Props) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(keyword);
  const placeholder = t('order.search.placeholder');

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
        maxLength={KEYWORD_MAX}
        placeholder={placeholder}
        // As wide as its placeholder in every language: "Goods name or order number" was cut at a fixed 18 rem.
        size={fieldSize(placeholder)}
        onChange={(e) => setText(e.target.value)}
        className={fittedInputClass('min-w-72')}
      />
      <Button type="submit">
        {t('order.search.submit')}
      </Button>
      {keyword && (
        <Button
 variant="secondary"
 onClick={() => {
 setText('');
 onSearch('');
 }}
>
          {t('order.search.clear')}
        </Button>
      )}
    </form>
  );
}
