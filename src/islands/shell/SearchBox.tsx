import { useEffect, useState } from 'react';
import { localizePath, splitLocalePath } from '../../lib/i18n/locales.ts';
import { KEYWORD_MAX } from '../../lib/limits.ts';
import { $globalSearchKeyword, setGlobalSearchKeyword } from '../../stores/common.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

/**
 * A plain GET form to the goods list, so it works before hydration. The field starts empty on the
 * server and is filled after mount to keep the server HTML and the first client render identical:
 * on the goods list it shows what that list is searched for (nothing when browsing a category),
 * elsewhere the last search.
 */
export default island(function SearchBox() {
  const t = useT();
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    const url = new URL(location.href);
    const onList = splitLocalePath(url.pathname).path.replace(/\/$/, '') === '/goods/list';
    setKeyword(onList ? (url.searchParams.get('keyword') ?? '') : $globalSearchKeyword.get());
  }, []);

  return (
    <form
      role="search"
      action={localizePath('/goods/list', locale)}
      method="get"
      onSubmit={() => setGlobalSearchKeyword(keyword)}
      className="flex h-10 w-full max-w-xl overflow-hidden rounded-full border-2 border-primary-600 bg-white focus-within:ring-3 focus-within:ring-primary-300"
    >
      <label htmlFor="om-search" className="sr-only">
        {t('header.search.label')}
      </label>
      <input
        id="om-search"
        type="search"
        name="keyword"
        value={keyword}
        maxLength={KEYWORD_MAX}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('header.search.placeholder')}
        className="min-w-0 flex-1 bg-transparent px-5 text-sm text-gray-900 outline-none placeholder:text-gray-500"
      />
      <button type="submit" className="bg-primary-600 px-6 text-sm font-medium text-white hover:bg-primary-700">
        {t('header.search.submit')}
      </button>
    </form>
  );
});
