import { describe, expect, it } from 'vitest';
import { createT } from './i18n/messages.ts';
import { registerServerCatalogue } from './i18n/catalog.server.ts';
import { PUBLIC_PATHS, ROUTES, findRoute, isPublicPath, pageTitle, showsFloatingWidget } from './routes.ts';

registerServerCatalogue();

const zh = createT('zh');
const en = createT('en');

describe('route table', () => {
  it('titles a known route from its message, with or without a trailing slash', () => {
    expect(pageTitle('/pay', zh)).toBe('收银台');
    expect(pageTitle('/mine/', en)).toBe('My account');
    expect(pageTitle('/goods/list?keyword=x', en)).toBe('Goods');
  });

  it('turns an unknown path into separated segments', () => {
    expect(pageTitle('/foo/bar', zh)).toBe('foo - bar');
    expect(pageTitle('/foo/bar/', en)).toBe('foo - bar');
  });

  it('keeps the seed public list', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/',
        '/404',
        '/login',
        '/goods/list',
        '/goods/details',
        ...['afterSales', 'deliveryMethod', 'newbie', 'payMethod', 'privacyAgreement', 'rechargeDiscount', 'userAgreement'].map(
          (s) => `/helperCenter/${s}`,
        ),
      ].sort(),
    );
    expect(isPublicPath('/mine/setting')).toBe(false);
    expect(isPublicPath('/helperCenter/newbie/')).toBe(true);
  });

  it('gives each route one layout and a title in every screen', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(findRoute('/video/')?.layout).toBe('notFound');
    expect(findRoute('/login')?.layout).toBe('custom');
    expect(findRoute('/mine/myOrder/cancel')?.layout).toBe('mine');
  });

  it('hides the floating widget only on the video screens', () => {
    expect(showsFloatingWidget('/video/')).toBe(false);
    expect(showsFloatingWidget('/video/collectVideo')).toBe(false);
    expect(showsFloatingWidget('/')).toBe(true);
    expect(showsFloatingWidget('/no/such/page')).toBe(true);
  });
});
