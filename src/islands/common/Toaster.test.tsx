import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { clearToasts, toast } from '../../stores/toast.ts';
import Toaster from './Toaster.tsx';

afterEach(() => {
  clearToasts();
});

/** The markup of one live region, found by its role. */
function region(html: string, role: 'alert' | 'status'): string {
  const start = html.indexOf(`role="${role}"`);
  expect(start).toBeGreaterThan(-1);
  const rest = html.slice(start);
  const next = rest.indexOf('role="', 1);
  return next === -1 ? rest : rest.slice(0, next);
}

describe('Toaster', () => {
  it('renders both live regions while empty', () => {
    const html = renderToStaticMarkup(<Toaster />);
    expect(html).toContain('popover="manual"');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).not.toContain('data-kind');
  });

  it('puts errors in the alert region and the rest in the polite region', () => {
    toast.success('Saved');
    toast.error('Network down');
    toast.info('Heads up');
    const html = renderToStaticMarkup(<Toaster />);
    const alert = region(html, 'alert');
    const status = region(html, 'status');
    expect(alert).toContain('Network down');
    expect(alert).not.toContain('Saved');
    expect(status).toContain('Saved');
    expect(status).toContain('Heads up');
    expect(status).not.toContain('Network down');
  });

  it('uses the purple theme for success and info, red for errors, and no inline styles', () => {
    toast.success('Saved');
    toast.error('Failed');
    const html = renderToStaticMarkup(<Toaster />);
    expect(html).toMatch(/data-kind="success" class="[^"]*border-\[#AF57FF\]/);
    expect(html).toMatch(/data-kind="error" class="[^"]*border-red-400/);
    expect(html).not.toContain('style=');
  });
});
