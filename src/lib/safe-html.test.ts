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
