import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { I18nProvider } from './I18nProvider.tsx';
import LoadFailed from './LoadFailed.tsx';
import Modal from './Modal.tsx';

registerServerCatalogue();

const inArabic = (node: ReactNode) => renderToStaticMarkup(<I18nProvider locale="ar">{node}</I18nProvider>);

describe('Modal', () => {
  it('is a native dialog named by its title, with a close button in the page language', () => {
    const html = inArabic(
      <Modal open={false} title="عنوان" onClose={() => {}} size="sm" data-test-dialog>
        <p>body</p>
      </Modal>,
    );
    const labelledBy = /^<dialog aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>عنوان</h2>`));
    expect(html).toContain('data-test-dialog="true"');
    expect(html).toContain('w-[400px]');
    expect(html).toContain('aria-label="إغلاق"');
    // Logical properties only, so the bar mirrors in right-to-left pages.
    expect(html).not.toMatch(/\b(ml|mr|pl|pr|left|right)-/);
  });
});

describe('ConfirmDialog', () => {
  it('describes the question, focuses cancel first and reddens a step that cannot be undone', () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog open={false} title="Delete" message="Delete this address?" confirmLabel="Delete" danger alert onConfirm={() => {}} onClose={() => {}} />,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(/^<dialog role="alertdialog"/);
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Delete this address\\?</p>`));
    expect(html).toMatch(/<button type="button"[^>]*data-autofocus="true">取消<\/button>/);
    expect(html).toMatch(/<button type="button" class="[^"]*bg-red-700[^"]*">Delete<\/button>/);
  });
});

describe('LoadFailed', () => {
  it('says what failed in the page language and offers a retry', () => {
    const html = inArabic(<LoadFailed message="order.loadFailed" onRetry={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-load-failed');
    expect(html).toMatch(/<button[^>]*>إعادة المحاولة<\/button>/);
  });
});
