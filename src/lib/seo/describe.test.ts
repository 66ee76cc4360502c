import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, describeHtml, describeMarkdown, firstSentence, plainText } from './describe.ts';

describe('plain text of a description', () => {
  it('drops tags, scripts and comments, decodes entities and collapses spaces', () => {
    expect(plainText('<p>Soft &amp; <b>silky</b>&nbsp;gel</p><script>alert(1)</script><!-- x --><p>Second</p>')).toBe('Soft & silky gel Second');
    expect(plainText('&lt;b&gt; &#65;&#x42; &unknown;')).toBe('<b> AB &unknown;');
  });
});

describe('first sentence', () => {
  it('ends at a full stop followed by a space, not inside a number', () => {
    expect(firstSentence('Holds 3.5 ml of gel. Ships fast.')).toBe('Holds 3.5 ml of gel.');
    expect(firstSentence('Really? Yes.')).toBe('Really?');
  });

  it('ends at CJK and Arabic full stops', () => {
    expect(firstSentence('顺滑不黏腻。48 小时发货。')).toBe('顺滑不黏腻。');
    expect(firstSentence('なめらか！すぐ届く。')).toBe('なめらか！');
    expect(firstSentence('هل هو آمن؟ نعم.')).toBe('هل هو آمن؟');
  });

  it('cuts a long sentence at a word, or anywhere in scripts without spaces, and marks the cut', () => {
    const long = `${'word '.repeat(60)}end.`;
    const cut = firstSentence(long);
    expect([...cut].length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/word…$/);
    const thai = 'ก'.repeat(400);
    expect([...firstSentence(thai)].length).toBe(DESCRIPTION_MAX);
  });
});

describe('goods descriptions', () => {
  it('give the first sentence of the HTML, or nothing when there is none', () => {
    expect(describeHtml('<h2>Lotion</h2><p>A water-based gel.<br>Unscented.</p>')).toBe('Lotion A water-based gel.');
    expect(describeHtml(null)).toBe('');
    expect(describeHtml('<p> </p>')).toBe('');
  });
});

describe('help page descriptions', () => {
  it('take the first paragraph of prose, with placeholders, links and emphasis reduced to words', () => {
    const md = '---\ntitle: "x"\n---\n\n## Heading\n\n- Cancel from {{route.title.myOrderList}} any time. More.\n\n**Later** text.';
    expect(describeMarkdown(md, (key) => (key === 'route.title.myOrderList' ? 'My orders' : key))).toBe('Cancel from My orders any time.');
    expect(describeMarkdown('See [the guide](/helperCenter/newbie) and *more*. Rest.', (k) => k)).toBe('See the guide and more.');
    expect(describeMarkdown('# Only a heading\n', (k) => k)).toBe('');
  });
});
