/**
 * A page's own description for search results and link previews: plain text, the first sentence of what the
 * page says about itself, short enough not to be cut mid-word by a result snippet.
 */

/** Longer descriptions are cut at a word (or, in scripts without spaces, a character) and end with "…". */
export const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text of an HTML fragment: tags gone (block ends become spaces), entities decoded, white space collapsed. */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * Where the first sentence ends: a full stop of the CJK scripts anywhere, a Latin, Arabic or Devanagari one only
 * before a space or the end (so "3.5 ml" or "v1.2" do not end it).
 */
const SENTENCE_END = /[。！？]|[.!?؟।](?=\s|$)/u;

function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  // Cut at the last space when there is one late enough; Chinese, Japanese and Thai runs have none.
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,，、;；:：]+$/u, '')}…`;
}

/** The first sentence of a text (plain already), at most DESCRIPTION_MAX characters. */
export function firstSentence(text: string, max = DESCRIPTION_MAX): string {
  const match = SENTENCE_END.exec(text);
  const sentence = match ? text.slice(0, match.index + match[0].length) : text;
  return clip(sentence.trim(), max);
}

/** A goods' description (HTML from the console's editor) as its page's description; empty when it says nothing. */
export function describeHtml(html: string | null | undefined): string {
  return html ? firstSentence(plainText(html)) : '';
}

/**
 * A help page's Markdown as its description: the first paragraph of prose (headings, tables and front matter
 * skipped; list markers, emphasis and links reduced to their words). `{{message.key}}` placeholders, which the
 * build turns into the interface's words, go through `words`.
 */
export function describeMarkdown(markdown: string, words: (key: string) => string): string {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !/^(#|\||```|<)/.test(l))
      .map((l) => l.replace(/^(?:[-*+>]|\d+\.)\s+/, ''));
    if (lines.length === 0) continue;
    const text = lines
      .join(' ')
      .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => words(key))
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]+/g, '');
    const plain = plainText(text);
    if (plain) return firstSentence(plain);
  }
  return '';
}
