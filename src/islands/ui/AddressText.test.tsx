import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import AddressText from './AddressText.tsx';
import { I18nProvider } from './I18nProvider.tsx';

registerServerCatalogue();

/** The markup, with React's `="true"` of bare data attributes left out to keep the expectations readable. */
const inIsland = (locale: Locale, node: ReactNode) => renderToStaticMarkup(<I18nProvider locale={locale}>{node}</I18nProvider>).replaceAll('="true"', '');

describe('AddressText', () => {
  it('isolates an Arabic region and a Chinese street each on its own, joined by the Arabic comma outside both', () => {
    expect(inIsland('ar', <AddressText region="قوانغدونغ، شنتشن" street="科技园南路 88 号" />)).toBe(
      '<span data-address-text><bdi data-address-region>قوانغدونغ، شنتشن</bdi>، <bdi data-address-street>科技园南路 88 号</bdi></span>',
    );
  });

  it('reads the mobile number left to right and puts the consignee before it', () => {
    expect(inIsland('ar', <AddressText name="ليلى" mobile="13800138000" region="شنتشن" street="Nanshan 5" />)).toBe(
      '<span data-address-text><bdi data-address-name>ليلى</bdi> <bdi dir="ltr" data-address-mobile>13800138000</bdi> <bdi data-address-region>شنتشن</bdi>، <bdi data-address-street>Nanshan 5</bdi></span>',
    );
    expect(inIsland('en', <AddressText mobile="13800138000" />)).toBe('<span data-address-text><bdi dir="ltr" data-address-mobile>13800138000</bdi></span>');
  });

  it('joins region and street the way each language writes an address, and leaves out an empty part', () => {
    expect(inIsland('zh', <AddressText region="广东省 深圳市" street="科技园南路" />)).toContain('</bdi> <bdi data-address-street>');
    expect(inIsland('en', <AddressText region="Guangdong, Shenzhen" street="Keji Road" />)).toContain('</bdi>, <bdi data-address-street>');
    expect(inIsland('en', <AddressText region="Guangdong" street="  " />)).toBe('<span data-address-text><bdi data-address-region>Guangdong</bdi></span>');
  });
});
