import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall } from './support/api.ts';

/** The address book at /mine/shippingAddress: the dialog with its cascading region picker, default and delete. */

const LOCALES = [
  {
    prefix: '',
    add: '新增收货地址',
    edit: '编辑收货地址',
    empty: '还没有收货地址',
    name: '收货人',
    mobile: '手机号码',
    province: '省份',
    city: '城市',
    district: '区/县',
    detail: '详细地址',
    save: '保存',
    added: '添加成功',
    saved: '保存成功',
    badge: '默认地址',
    setDefault: '设为默认',
    editButton: '编辑',
    deleteButton: '删除',
    cancel: '取消',
    confirmTitle: '删除收货地址',
    deleted: '删除成功',
    required: ['请输入收货人姓名', '请输入手机号码', '请选择所在地区', '请输入详细地址'],
    badMobile: '请输入正确的手机号码',
    // Amounts sit in Unicode isolates (U+2068…U+2069) so they keep their order in right-to-left text.
    freight: { standard: /^运费：\u2068¥10\.00\u2069$/, remote: /^运费：\u2068¥20\.00\u2069$/ },
    shenzhen: ['广东省', '深圳市', '南山区'],
    urumqi: ['新疆维吾尔自治区', '乌鲁木齐市', '天山区', '其它区'],
    line: (region: string[], detail: string) => `${region.join(' ')} ${detail}`,
  },
  {
    prefix: '/en',
    add: 'Add shipping address',
    edit: 'Edit shipping address',
    empty: 'No shipping addresses yet',
    name: 'Consignee',
    mobile: 'Mobile number',
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Detailed address',
    save: 'Save',
    added: 'Added successfully',
    saved: 'Saved successfully',
    badge: 'Default',
    setDefault: 'Set as default',
    editButton: 'Edit',
    deleteButton: 'Delete',
    cancel: 'Cancel',
    confirmTitle: 'Delete shipping address',
    deleted: 'Deleted successfully',
    required: ["Please enter the consignee's name", 'Please enter the mobile number', 'Please choose the region', 'Please enter the detailed address'],
    badMobile: 'Please enter a correct mobile number',
    freight: { standard: /^Shipping: \u2068≈ \$1\.39\u2069$/, remote: /^Shipping: \u2068≈ \$2\.78\u2069$/ },
    // Regions read in English: pinyin with English level words, provinces by their English names.
    shenzhen: ['Guangdong', 'Shenzhen', 'Nanshan District'],
    urumqi: ['Xinjiang', 'Urumqi', 'Tianshan District', 'Other district'],
    line: (region: string[], detail: string) => [...region, detail].join(', '),
  },
] as const;

type Labels = (typeof LOCALES)[number];

const card = (page: Page, name: string) => page.locator('li[data-address-id]', { has: page.getByRole('heading', { name, exact: true }) });

async function pickRegion(dialog: Locator, l: Labels, [province, city, district]: readonly string[]) {
  await dialog.getByLabel(l.province, { exact: true }).selectOption({ label: province! });
  await dialog.getByLabel(l.city, { exact: true }).selectOption({ label: city! });
  await dialog.getByLabel(l.district, { exact: true }).selectOption({ label: district! });
}

for (const l of LOCALES) {
  test(`${l.prefix || 'zh'}: add two addresses, edit one, move the default and delete with confirmation`, async ({ page, member, loginAs }) => {
    await loginAs(member);
    await page.goto(`${l.prefix}/mine/shippingAddress`);
    await expect(page.getByText(l.empty)).toBeVisible();

    await page.getByRole('button', { name: l.add }).click();
    const dialog = page.getByRole('dialog', { name: l.add });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(l.name, { exact: true })).toBeFocused();
    await dialog.getByLabel(l.mobile, { exact: true }).fill('12345');
    await dialog.getByLabel(l.mobile, { exact: true }).blur();
    await expect(dialog.getByText(l.badMobile)).toBeVisible();
    await dialog.getByLabel(l.mobile, { exact: true }).fill('');
    await dialog.getByRole('button', { name: l.save }).click();
    for (const message of l.required) await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByLabel(l.name, { exact: true })).toBeFocused();

    // The city and district lists stay disabled until the level above is chosen.
    await expect(dialog.getByLabel(l.city, { exact: true })).toBeDisabled();
    await dialog.getByLabel(l.name, { exact: true }).fill('张三');
    await dialog.getByLabel(l.mobile, { exact: true }).fill('138 0013 8000');
    await pickRegion(dialog, l, l.shenzhen);
    await dialog.getByLabel(l.detail, { exact: true }).fill('科技园南路 88 号 3 栋 201');
    await dialog.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.added)).toBeVisible();
    await expect(dialog).toBeHidden();
    const first = card(page, '张三');
    await expect(first).toContainText(l.line([...l.shenzhen], '科技园南路 88 号 3 栋 201'));
    await expect(first).toContainText('13800138000');
    await expect(first.getByText(l.badge, { exact: true })).toBeVisible();
    await expect(first.getByText(l.freight.standard)).toBeVisible();

    await page.getByRole('button', { name: l.add }).click();
    await dialog.getByLabel(l.name, { exact: true }).fill('李四');
    await dialog.getByLabel(l.mobile, { exact: true }).fill('13900139000');
    await pickRegion(dialog, l, l.urumqi);
    // Choosing another province clears the city and district chosen under the first.
    await dialog.getByLabel(l.province, { exact: true }).selectOption({ label: l.shenzhen[0] });
    await expect(dialog.getByLabel(l.district, { exact: true })).toBeDisabled();
    await pickRegion(dialog, l, [l.urumqi[0], l.urumqi[1], l.urumqi[3]]);
    await dialog.getByLabel(l.detail, { exact: true }).fill('人民路 1 号');
    await dialog.getByRole('button', { name: l.save }).click();
    const second = card(page, '李四');
    await expect(second).toContainText(l.line([l.urumqi[0], l.urumqi[1], l.urumqi[3]], '人民路 1 号'));
    await expect(second.getByText(l.freight.remote)).toBeVisible();
    await expect(second.getByText(l.badge, { exact: true })).toHaveCount(0);
    await expect(page.locator('li[data-address-id] h3')).toHaveText(['张三', '李四']);

    await second.getByRole('button', { name: l.editButton }).click();
    const editor = page.getByRole('dialog', { name: l.edit });
    await expect(editor.getByLabel(l.district, { exact: true })).toHaveValue('650199');
    await pickRegion(editor, l, l.urumqi);
    await editor.getByLabel(l.detail, { exact: true }).fill('人民路 2 号 5 楼');
    await editor.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.saved)).toBeVisible();
    await expect(second).toContainText(l.line(l.urumqi.slice(0, 3), '人民路 2 号 5 楼'));

    await second.getByRole('button', { name: l.setDefault }).click();
    await expect(page.locator('li[data-address-id] h3')).toHaveText(['李四', '张三']);
    await expect(second.getByText(l.badge, { exact: true })).toBeVisible();
    await expect(first.getByText(l.badge, { exact: true })).toHaveCount(0);

    await second.getByRole('button', { name: l.deleteButton }).click();
    const confirm = page.getByRole('alertdialog', { name: l.confirmTitle });
    await expect(confirm).toContainText('李四');
    await confirm.getByRole('button', { name: l.cancel }).click();
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: l.deleteButton }).click();
    await confirm.getByRole('button', { name: l.deleteButton }).click();
    await expect(page.getByText(l.deleted)).toBeVisible();
    await expect(page.locator('li[data-address-id] h3')).toHaveText(['张三']);
    await expect(first.getByText(l.badge, { exact: true })).toBeVisible();
  });
}

for (const locale of ['zh', 'en', 'ar'] as const) {
  test(`${locale}: the address book and its dialog have no serious accessibility violation`, async ({ page, request, member, loginAs }) => {
    await apiCall(request, member.token, 'memberAddress/add', {
      name: '王五',
      mobile: '91234567',
      provinceId: 810000,
      cityId: 810100,
      districtId: 810101,
      detail: '皇后大道中 99 号',
    });
    await loginAs(member);
    await page.goto(`${locale === 'zh' ? '' : `/${locale}`}/mine/shippingAddress`);
    await expect(page.locator('li[data-address-id]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('li[data-address-id] button').nth(0).click();
    const dialog = page.locator('dialog[data-address-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('select[data-region="districtId"]')).toHaveValue('810101');
    await dialog.locator('input').first().fill('');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
