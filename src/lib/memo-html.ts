/** HTML rendered once per key, for Memo.astro. Keys come from the code (language × route), so they are few. */
const rendered = new Map<string, Promise<string>>();

export function memoizedHtml(key: string, render: () => Promise<string>): Promise<string> {
  let html = rendered.get(key);
  if (!html) {
    html = render();
    rendered.set(key, html);
    // A render that failed is tried again next time rather than kept.
    html.catch(() => rendered.delete(key));
  }
  return html;
}
