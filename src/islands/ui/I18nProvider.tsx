import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { I18nContext } from './i18n.ts';

interface Props {
  locale: Locale;
  children: ReactNode;
}

/** Gives the tree below the island's language: useT() and useLocale() read it. */
export function I18nProvider({ locale, children }: Props) {
  const value = useMemo(() => ({ locale, t: createT(locale) }), [locale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The props every island root takes from its page: the page's language. */
export interface IslandProps {
  locale: Locale;
}

/**
 * Makes a component an island root: the page passes `locale`, and everything below reads it through
 * useT()/useLocale() instead of taking `t` and `locale` as props.
 */
export function island<P extends object>(Root: ComponentType<P>): ComponentType<P & IslandProps> {
  function Island(props: P & IslandProps) {
    return (
      <I18nProvider locale={props.locale}>
        <Root {...props} />
      </I18nProvider>
    );
  }
  Island.displayName = `Island(${Root.displayName ?? Root.name})`;
  return Island;
}
