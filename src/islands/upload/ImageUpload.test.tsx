import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { I18nProvider } from '../ui/I18nProvider.tsx';
import ImageUpload from './ImageUpload.tsx';
import type { UploadItem } from './uploadItem.ts';
import type { UploadController } from './useUpload.ts';

registerServerCatalogue();

const raw = new File([], 'p.png');
const item = (uid: string, status: UploadItem['status'], extra: Partial<UploadItem> = {}): UploadItem => ({
  name: `${uid}.png`,
  percentage: 0,
  status,
  size: 1,
  raw,
  uid,
  url: '',
  ...extra,
});

function controller(items: UploadItem[], limit: number): UploadController {
  const noop = () => {};
  return { items, limit, urls: [], busy: false, add: noop, remove: noop, reset: noop };
}

const render = (items: UploadItem[], limit = 6) =>
  renderToStaticMarkup(
    <I18nProvider locale="en">
      <ImageUpload upload={controller(items, limit)} label="Add pictures" describedBy="hint" />
    </I18nProvider>,
  );

describe('ImageUpload', () => {
  it('shows stored pictures as thumbnails with alt text and a remove button each', () => {
    const html = render([item('a', 'success', { url: '/uploads/a.png', percentage: 100 }), item('b', 'success', { url: '/uploads/b.png' })]);
    expect(html).toContain('<img src="/uploads/a.png" alt="Picture 1"');
    expect(html).toContain('alt="Picture 2"');
    expect(html).toContain('aria-label="Remove picture 2"');
  });

  it('shows the percentage of a picture on its way', () => {
    const html = render([item('a', 'uploading', { percentage: 42 })]);
    expect(html).toContain('42%');
    expect(html).toMatch(/<progress[^>]*max="100"[^>]*value="42"/);
    expect(html).not.toContain('<img');
  });

  it('offers a real, labelled file input for JPG and PNG until the limit is reached', () => {
    const open = render([item('a', 'success', { url: '/uploads/a.png' })], 6);
    expect(open).toMatch(/<input[^>]*type="file"[^>]*accept="\.jpg,\.jpeg,\.png,image\/jpeg,image\/png"[^>]*multiple=""/);
    expect(open).toContain('aria-label="Add pictures"');
    expect(open).toContain('aria-describedby="hint"');
    const single = render([], 1);
    expect(single).not.toContain('multiple');
    const full = render([item('a', 'success', { url: '/uploads/a.png' })], 1);
    expect(full).not.toContain('type="file"');
  });
});
