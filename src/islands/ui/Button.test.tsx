import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Button from './Button.tsx';
import { buttonClass } from './buttonStyles.ts';

describe('Button', () => {
  it('is a plain button unless told to submit', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toMatch(/^<button type="button"/);
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toMatch(/^<button type="submit"/);
  });

  it('cannot be pressed again while busy, and says so', () => {
    const html = renderToStaticMarkup(<Button busy>Pay</Button>);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(renderToStaticMarkup(<Button>Pay</Button>)).not.toMatch(/\s(disabled|aria-busy)=/);
  });

  it('looks as its variant and size say, in the theme colour', () => {
    expect(buttonClass('primary')).toContain('bg-primary-600');
    expect(buttonClass('danger')).toContain('bg-red-700');
    expect(buttonClass('outline', 'sm')).toContain('border-primary-600');
    expect(buttonClass('outline', 'sm')).toContain('h-9');
    expect(buttonClass('text')).not.toMatch(/\bh-\d/);
    expect(renderToStaticMarkup(<Button variant="secondary" className="w-full">Cancel</Button>)).toMatch(/class="[^"]*border-gray-300[^"]* w-full"/);
  });
});
