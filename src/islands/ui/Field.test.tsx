import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Field from './Field.tsx';

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('Field', () => {
  it('labels its input and leaves it unmarked while there is no problem', () => {
    const html = renderToStaticMarkup(<Field label="Nickname" value="" onChange={() => {}} />);
    const id = attr(html, 'input', 'id');
    expect(attr(html, 'label', 'for')).toBe(id);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });

  it('marks the input invalid and describes it by its hint and its error', () => {
    const html = renderToStaticMarkup(<Field id="nick" label="Nickname" hint="Up to 20 characters" error="Too long" value="" onChange={() => {}} />);
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(attr(html, 'input', 'aria-describedby')).toBe('nick-hint nick-error');
    expect(html).toMatch(/<p id="nick-hint"[^>]*>Up to 20 characters<\/p>/);
    expect(html).toMatch(/<p id="nick-error" aria-live="polite"[^>]*>Too long<\/p>/);
  });

  it('gives another control the same ties, and marks a required one', () => {
    const html = renderToStaticMarkup(
      <Field id="content" label="Feedback" required error="Please write something">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(html).toContain('<textarea id="content" aria-invalid="true" aria-describedby="content-error">');
    expect(html).toMatch(/<label for="content"[^>]*>Feedback<span[^>]*aria-hidden="true">\*<\/span><\/label>/);
  });
});
