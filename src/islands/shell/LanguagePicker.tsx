import { LOCALES, LOCALE_LABEL, localizePath } from '../../lib/i18n/locales.ts';
import { switchLocale } from '../../stores/locale.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { useDropdown } from './useDropdown.ts';

interface Props {
  /** Locale-less path of the page, for the links' targets without script. */
  path: string;
}

/** Lists the ten languages by their own names; choosing one stores it and opens the same page in it. */
export default island(function LanguagePicker({ path }: Props) {
  const t = useT();
  const locale = useLocale();
  const { open, rootRef, buttonProps, menuProps } = useDropdown();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={`${t('header.language')}: ${LOCALE_LABEL[locale]}`}
        className="flex items-center gap-1 rounded px-2 py-1 hover:text-primary-700"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-[1.8]">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        <span>{LOCALE_LABEL[locale]}</span>
        <span aria-hidden="true" className={open ? 'rotate-180' : ''}>
          ▾
        </span>
      </button>
      <ul
        {...menuProps}
        aria-label={t('header.language')}
        className="absolute end-0 top-full z-50 mt-1 min-w-44 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={localizePath(path, code)}
              lang={code}
              dir="auto"
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                switchLocale(code);
              }}
              className="block px-4 py-1.5 text-gray-800 no-underline hover:bg-primary-50 hover:text-primary-800 aria-[current=true]:font-semibold aria-[current=true]:text-primary-700"
            >
              {LOCALE_LABEL[code]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
