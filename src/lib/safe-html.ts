/**
 * Rich text (goods descriptions) reduced to a few formatting tags, links and the shop's own pictures. Only a
 * link's web or site address and a picture's address under /media/goods (with its alt text) survive as
 * attributes; whatever else the stored HTML holds becomes text or disappears, so it can be written into a
 * page as HTML. Sanitizing sanitized HTML changes nothing, so the console can store what it sanitized.
 */

const ALLOWED = new Set(['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'img']);
const VOID = new Set(['br', 'img']);
/** A web address, or a path on this site (not `//host`, which leaves it). */
const LINK = /^(?:https?:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/i;
/**
 * Pictures come from the console's uploads only: stored before sizes existed (`<id>.webp`), or named by their
 * size (`<id>.<W>x<H>.jpg`, decision 086).
 */
const PICTURE = /^\/media\/goods\/[\w-]+(?:\.webp|\.\d{1,4}x\d{1,4}\.jpg)$/;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose content is not text for the reader (code, styles, embedded documents). */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'title', 'svg', 'math', 'select']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** `<`, `>`, and `&` unless it starts a character reference, which stays as written. */
const UNSAFE_TEXT = /[<>]|&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/g;
const ESCAPED: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

function escapeText(text: string): string {
  return text.replace(UNSAFE_TEXT, (ch) => ESCAPED[ch]!);
}

/** An attribute's value as the browser reads it (only the references an address or alt text needs). */
const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attributesOf(raw: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return found;
}

/** The opening tag written out, or null when the element cannot be kept (a link without a safe address). */
function openingTag(name: string, raw: string): string | null {
  if (name === 'a') {
    const href = attributesOf(raw).get('href')?.trim() ?? '';
    if (!LINK.test(href)) return null;
    // Links leave the page in a new tab and pass the shop no credit or access to the opener.
    return /^https?:/i.test(href) ? `<a href="${escapeAttribute(href)}" target="_blank" rel="nofollow noopener noreferrer">` : `<a href="${escapeAttribute(href)}">`;
  }
  if (name === 'img') {
    const attributes = attributesOf(raw);
    const src = attributes.get('src') ?? '';
    if (!PICTURE.test(src)) return null;
    return `<img src="${src}" alt="${escapeAttribute(attributes.get('alt') ?? '')}" loading="lazy">`;
  }
  return `<${name}>`;
}

export function sanitizeRichText(html: string): string {
  const open: string[] = [];
  let out = '';
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    out += escapeText(html.slice(at, m.index));
    at = TOKEN.lastIndex;
    const [, slash, rawName, rawAttributes] = m;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (!slash && DROP_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'ig');
      close.lastIndex = at;
      at = close.exec(html) ? close.lastIndex : html.length;
      TOKEN.lastIndex = at;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (!slash) {
      const tag = openingTag(name, rawAttributes ?? '');
      if (tag === null) continue;
      out += tag;
      if (!VOID.has(name)) open.push(name);
    } else if (open.includes(name)) {
      // Closing an outer element closes whatever is still open inside it.
      while (open.length > 0) {
        const top = open.pop();
        out += `</${top}>`;
        if (top === name) break;
      }
    }
  }
  out += escapeText(html.slice(at));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
