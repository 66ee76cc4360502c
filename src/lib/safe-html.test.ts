import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './safe-html.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting tags descriptions use', () => {
    const html = '<p>Soft &amp; light</p><h3>Highlights</h3><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops attributes, so no handler or style survives', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<P CLASS=\'a>b\'>Hi</P>')).toBe('<p>Hi</p>');
  });

  it('removes scripts, styles and embedded documents with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<p>a<SCRIPT src=x>evil()')).toBe('<p>a</p>');
    expect(sanitizeRichText('<svg><script>x()</script></svg>ok')).toBe('ok');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(sanitizeRichText('<div><a href="javascript:x">link</a><img src=x onerror=y></div>')).toBe('link');
    expect(sanitizeRichText('a<!-- <script>x</script> -->b')).toBe('ab');
  });

  it('escapes stray markup characters and bare ampersands', () => {
    expect(sanitizeRichText('1 < 2 > 0 & done &lt;ok&gt; &#39;')).toBe('1 &lt; 2 &gt; 0 &amp; done &lt;ok&gt; &#39;');
    expect(sanitizeRichText('<p unterminated')).toBe('&lt;p unterminated');
  });

  it('balances tags so the description cannot break the page around it', () => {
    expect(sanitizeRichText('<ul><li>a</ul></li></p><p>b')).toBe('<ul><li>a</li></ul><p>b</p>');
    expect(sanitizeRichText('x<br>y<br/>z')).toBe('x<br>y<br>z');
  });
});

describe('sanitizeRichText: what the console editor writes', () => {
  it('keeps links to web and site addresses, opening other sites in a new tab without the opener', () => {
    expect(sanitizeRichText('<p><a target="_blank" rel="noopener" href="https://example.com/a?b=1&amp;c=2" onclick="x()">see</a></p>')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="nofollow noopener noreferrer">see</a></p>',
    );
    expect(sanitizeRichText('<a href="/help/shipping">help</a>')).toBe('<a href="/help/shipping">help</a>');
  });

  it('unwraps links to scripts, data or other hosts written as //host', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', '//evil.example/x', 'https://a" onmouseover="x', 'vbscript:x']) {
      expect(sanitizeRichText(`<a href='${href}'>t</a>`)).toBe('t');
    }
  });

  it("keeps the console's uploaded goods pictures with their alt text, and no other picture", () => {
    expect(sanitizeRichText('<p><img src="/media/goods/ab-12.webp" alt="a &quot;b&quot;" onerror="x()" width="9"></p>')).toBe('<p><img src="/media/goods/ab-12.webp" alt="a &quot;b&quot;" loading="lazy"></p>');
    for (const src of ['https://evil.example/p.webp', '/media/goods/../x.webp', 'javascript:x', '/uploads/x.jpg']) expect(sanitizeRichText(`<img src="${src}">`)).toBe('');
    // A picture uploaded in the console since pictures are stored with their sizes.
    expect(sanitizeRichText('<img src="/media/goods/4e55f6aafc2b5134.640x320.jpg" alt="">')).toBe('<img src="/media/goods/4e55f6aafc2b5134.640x320.jpg" alt="" loading="lazy">');
    for (const src of ['/media/goods/x.640x320.jpg.png', '/media/goods/x.jpg', '/media/goods/x.640x320.png']) expect(sanitizeRichText(`<img src="${src}">`)).toBe('');
  });

  it('is idempotent, so a stored description sanitized at save renders the same', () => {
    const typed = '<h3>Care</h3><ul><li><p>Wash <strong>gently</strong> &amp; dry</p></li></ul><p><a href="https://x.example/?a=1&amp;b=2">x</a><img src="/media/goods/p1.webp" alt="P"></p>';
    const once = sanitizeRichText(typed);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
