import { fileURLToPath } from 'node:url';
import type { MdastContent, MdastPluginDefinition, PluginFactoryContext } from 'satteri';
import { CATALOG } from './catalog.server.ts';
import { isLocale, type Locale } from './locales.ts';

/**
 * Help pages and agreements name buttons, tabs and screens with `{{message.key}}`; the Markdown build
 * writes the locale's message there, in bold (messagesPlugin, in astro.config.mjs), so the help text says
 * exactly what the interface shows and cannot drift from it. An unknown key stops the build.
 *
 * The bold is made here rather than written as `**{{key}}**`: CommonMark does not close `**` after a
 * punctuation mark when a letter follows, and Korean particles follow names directly («{{key}}에서»).
 */
const PLACEHOLDER = /\{\{([\w.-]+)\}\}/g;

/** The language of a content file: src/content/help/<locale>/<slug>.md or src/content/recharge-protocol/<locale>.md. */
export function contentLocale(path: string): Locale | undefined {
  const match = /content\/(?:help\/([^/]+)\/[^/]+|recharge-protocol\/([^/]+))\.md$/.exec(path.replaceAll('\\', '/'));
  const locale = match?.[1] ?? match?.[2];
  return isLocale(locale) ? locale : undefined;
}

function message(key: string, locale: Locale, where: string): string {
  const value = (CATALOG[locale] as Record<string, string>)[key];
  if (value === undefined) throw new Error(`${where}: {{${key}}} names no message of ${locale}`);
  return value;
}

/** The text with each placeholder replaced by its message (as readers see it, without the bold). */
export function resolveMessages(text: string, locale: Locale, where: string): string {
  return text.replace(PLACEHOLDER, (_, key: string) => message(key, locale, where));
}

/** A text with placeholders as Markdown nodes: the plain parts, and each name in bold. */
export function messageNodes(text: string, locale: Locale, where: string): MdastContent[] {
  return text.split(PLACEHOLDER).flatMap((part, i): MdastContent[] => {
    if (i % 2 === 0) return part ? [{ type: 'text', value: part }] : [];
    return [{ type: 'strong', children: [{ type: 'text', value: message(part, locale, where) }] }];
  });
}

/** Sätteri (Astro's Markdown processor) plugin factory; Markdown outside help pages and agreements is left alone. */
export function messagesPlugin(ctx: PluginFactoryContext): MdastPluginDefinition | null {
  const path = ctx.fileURL ? fileURLToPath(ctx.fileURL) : '';
  const locale = contentLocale(path);
  if (!locale) return null;
  return {
    name: 'om-messages',
    text(node, context) {
      if (node.value.includes('{{')) context.replaceNode(node, messageNodes(node.value, locale, path));
    },
  };
}
