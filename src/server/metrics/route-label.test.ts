import { describe, expect, it } from 'vitest';
import { routeLabel, statusClass } from './route-label.ts';

describe('route labels', () => {
  it('names pages by a fixed set, in every language and letter case', () => {
    expect(routeLabel('/')).toBe('page:home');
    expect(routeLabel('/en/')).toBe('page:home');
    expect(routeLabel('/goods/details')).toBe('page:goods-details');
    expect(routeLabel('/zh-tw/goods/details')).toBe('page:goods-details');
    expect(routeLabel('/ar/goods/list/')).toBe('page:goods-list');
    expect(routeLabel('/en/goods/shoppingCar')).toBe('page:cart');
    expect(routeLabel('/ja/mine/myOrder/details')).toBe('page:order-details');
    expect(routeLabel('/mine/setting')).toBe('page:mine-other');
    expect(routeLabel('/en/helperCenter/newbie')).toBe('page:help');
    expect(routeLabel('/en/503')).toBe('page:outage');
  });

  it('never turns an address into a label of its own', () => {
    const labels = new Set(['/wp-login', '/a/b/c/d', '/en/goods/details/extra', '/%00', `/${'x'.repeat(500)}`, '/.env/x'].map(routeLabel));
    expect([...labels]).toEqual(['page:other']);
  });

  it('names files, uploads, media, the console and the metrics endpoint as one label each', () => {
    expect(routeLabel('/_astro/client.Ab12.js')).toBe('static');
    expect(routeLabel('/favicon.svg')).toBe('static');
    expect(routeLabel('/wp-login.php')).toBe('static');
    expect(routeLabel('/uploads/ab/cd.jpg')).toBe('uploads');
    expect(routeLabel('/media/goods/1.webp')).toBe('media');
    expect(routeLabel('/admin/orders')).toBe('console');
    expect(routeLabel('/metrics')).toBe('metrics');
  });

  it('groups statuses by class', () => {
    expect([200, 204, 301, 404, 429, 500, 503, 0, 999].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx', 'other', 'other']);
  });
});
