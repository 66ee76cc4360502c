/**
 * Rich text (goods descriptions) reduced to a few formatting tags without attributes. Whatever else the
 * stored HTML holds becomes text or disappears, so it can be written into a page as HTML.
 */

const ALLOWED = new Set(['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i']);
const VOID = new Set(['br']);
/** Elements whose content is not text for the reader (code, styles, embedded documents). */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'title', 'svg', 'math', 'select']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** `<`, `>`, and `&` unless it starts a character reference, which stays as written. */
const UNSAFE_TEXT = /[<>]|&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/g;
const ESCAPED: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

function escapeText(text: string): string {
  return text.replace(UNSAFE_TEXT, (ch) => ESCAPED[ch]!);
}

export function sanitizeRichText(html: string): string {
  const open: string[] = [];
  let out = '';
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    out += escapeText(html.slice(at, m.index));
    at = TOKEN.lastIndex;
    const [, slash, rawName] = m;
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
      out += `<${name}>`;
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
