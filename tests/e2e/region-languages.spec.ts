import en from '../../src/i18n/en.json' with { type: 'json' };
import ko from '../../src/i18n/ko.json' with { type: 'json' };
import ru from '../../src/i18n/ru.json' with { type: 'json' };
import zhTW from '../../src/i18n/zh-TW.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { apiCall, unique } from './support/api.ts';

/** Region names in the reader's language (address book, region picker, cashier) and one address line everywhere. */

const DETAIL = '幸福路 1 号楼 101';

const CASES = [
  { lang: 'en', prefix: '/en', book: `Beijing, Dongcheng District, ${DETAIL}`, add: en['address.add'], provinces: ['Beijing', 'Guangdong', 'Hong Kong', 'Taiwan', 'Outside China'], abroad: 'Outside China', country: 'Germany' },
  { lang: 'zh-TW', prefix: '/zh-tw', book: `北京市 東城區 ${DETAIL}`, add: zhTW['address.add'], provinces: ['北京市', '廣東省', '香港', '台灣', '海外'], abroad: '海外', country: '德國' },
] as const;

for (const c of CASES) {
  test(`${c.lang}: the address book and the region picker name places in the reader's language`, async ({ page, buyer, loginAs }) => {
    await loginAs(buyer);
    await page.goto(`${c.prefix}/mine/shippingAddress`);
    const card = page.locator('li[data-address-id]');
    await expect(card).toContainText(c.book);
    await expect(card).not.toContainText('东城区');

    await page.getByRole('button', { name: c.add, exact: true }).click();
    const dialog = page.locator('dialog[data-address-dialog]');
    const province = dialog.locator('select[data-region="provinceId"]');
    await expect(province.locator('option', { hasText: c.provinces[1] })).toHaveCount(1);
    for (const name of c.provinces) await expect(province.locator('option', { hasText: name }).first()).toBeAttached();
    await expect(province).not.toContainText('广东省');
    await province.selectOption({ label: c.abroad });
    await expect(dialog.locator('select[data-region="cityId"] option', { hasText: c.country })).toHaveCount(1);
  });
}

test('the cashier prints the address once, as the confirm page does, in the reader’s language', async ({ page, request, buyer, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({});
  const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', {
    items: [{ skuId: goods.sku.skuId, quantity: 1 }],
    addressId: buyer.addressId,
    requestId: `region-${unique()}`,
  });
  await loginAs(buyer);
  await page.goto(`/pay?orderNo=${orderNo}`);
  const summary = page.locator('#cashier-order-title').locator('..');
  await expect(summary).toContainText(`北京市 东城区 ${DETAIL}`);
  await expect(summary).not.toContainText('北京市 北京市');
  await page.goto(`/en/pay?orderNo=${orderNo}`);
  await expect(summary).toContainText(`Beijing, Dongcheng District, ${DETAIL}`);
  await expect(summary).toContainText(goods.name.en);
});

const PICKS = [
  { lang: 'ko', prefix: '/ko', add: ko['address.add'], names: ['광둥성', '선전시', '난산구'] },
  { lang: 'ru', prefix: '/ru', add: ru['address.add'], names: ['Гуандун', 'Шэньчжэнь', 'район Наньшань'] },
] as const;

for (const c of PICKS) {
  test(`${c.lang}: Shenzhen's Nanshan is picked by its ${c.lang} name in the region picker`, async ({ page, buyer, loginAs }) => {
    await loginAs(buyer);
    await page.goto(`${c.prefix}/mine/shippingAddress`);
    await page.getByRole('button', { name: c.add, exact: true }).click();
    const dialog = page.locator('dialog[data-address-dialog]');
    const [province, city, district] = c.names;
    await dialog.locator('select[data-region="provinceId"]').selectOption({ label: province });
    await dialog.locator('select[data-region="cityId"]').selectOption({ label: city });
    const districts = dialog.locator('select[data-region="districtId"]');
    await districts.selectOption({ label: district });
    await expect(districts.locator('option:checked')).toHaveText(district);
    const options = await dialog.locator('select[data-region="districtId"] option').allTextContents();
    expect(options.filter((o) => /[A-Za-z]/.test(o))).toEqual([]);
    await expect(dialog).not.toContainText('Nanshan');
  });
}
