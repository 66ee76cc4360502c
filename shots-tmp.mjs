import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:4548';
const post = (path, body, token) => fetch(`${BASE}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
const token = (await post('member/login', { account: 'demo', pwd: 'demo123' })).data.token;
const add = await post('memberAddress/add', { name: '张三', mobile: '13800138000', provinceId: 110000, cityId: 110100, districtId: 110101, detail: '幸福路 1 号楼 101', isDefault: true }, token);
const addressId = add.data?.id;
const detail = await fetch(`${BASE}/api/goods/details?id=63`).then((r) => r.json());
const skuId = detail.data.skus[0].id;
const order = await post('order/submit', { items: [{ skuId, quantity: 3 }], addressId, requestId: `shot-${Date.now()}` }, token);
const orderNo = order.data?.orderNo;
console.log(addressId, skuId, orderNo, order.msg);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
await ctx.addInitScript((t) => { localStorage.setItem('user.token', t); localStorage.setItem('common.hasShowBindEmailModal', 'yes'); }, token);
const page = await ctx.newPage();
for (const [lang, seg] of [['ar', 'ar'], ['ja', 'ja'], ['th', 'th'], ['zh-TW', 'zh-tw']]) {
  for (const [name, path] of [['cashier', `/pay?orderNo=${orderNo}`], ['orders', '/mine/myOrder/list'], ['address', '/mine/shippingAddress'], ['goods', '/goods/details?id=63'], ['help', '/helperCenter/deliveryMethod']]) {
    await page.goto(`${BASE}/${seg}${path}`, { waitUntil: 'networkidle' }).catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/i17b/${lang}-${name}.png` });
  }
}
// Thai footer caption and the floating widget
await page.goto(`${BASE}/th/`, { waitUntil: 'networkidle' });
await page.locator('footer').screenshot({ path: '/tmp/i17b/th-footer.png' });
await page.locator('[data-floating-widget]').screenshot({ path: '/tmp/i17b/th-widget.png' });
await browser.close();
