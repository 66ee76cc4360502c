import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures.ts';
import { apiCall, mailsTo, ops } from './support/api.ts';
import { consoleLogin, operator, searchConsoleList } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';
import { placeOrder } from './support/orders.ts';

/**
 * Take your data and leave (decision 096), as a member does it in Settings → Privacy: the copy of their data is
 * prepared, mailed and downloaded, and holds what they did; deleting the account is refused while an order waits to
 * be shipped and done once it has shipped, with the balance given up twice over; the member is signed out for good,
 * and the owner finds the account anonymised in the console with a ledger that still adds up.
 */

const COPY = {
  zh: {
    prefix: '', console: 'zh', prepare: '准备我的数据', download: '下载', open: '注销账号…', pwd: '登录密码', getCode: '获取验证码', code: '邮箱验证码',
    keep: '保留，显示为“已注销用户”', forfeit: /我放弃余额 ¥/, confirm: '永久注销账号', done: '您的账号已注销。', loginFailed: '账号或密码错误',
    readme: 'orders.csv、order-lines.csv：订单及订单商品', account: '账号', password: '密码', signIn: '登录', orders: '订单', members: '会员', search: '账号、邮箱或昵称', deleted: '已注销',
  },
  en: {
    prefix: '/en', console: 'en', prepare: 'Prepare my data', download: 'Download', open: 'Delete account…', pwd: 'Login password', getCode: 'Get code', code: 'Email verification code',
    keep: 'Keep them, shown as “A former member”', forfeit: /I give up my balance of ¥/, confirm: 'Delete my account for good', done: 'Your account has been deleted.', loginFailed: 'Incorrect account or password',
    readme: 'orders.csv, order-lines.csv: orders and their goods', account: 'Account', password: 'Password', signIn: 'Log in', orders: 'Orders', members: 'Members', search: 'Account, email or nickname', deleted: 'Deleted',
  },
  ar: {
    prefix: '/ar', console: 'en', prepare: 'جهّز بياناتي', download: 'تنزيل', open: 'حذف الحساب…', pwd: 'كلمة مرور الدخول', getCode: 'الحصول على الرمز', code: null,
    keep: 'الإبقاء عليها باسم «عضو سابق»', forfeit: /أتنازل عن رصيدي البالغ ¥/, confirm: 'احذف حسابي نهائيًا', done: 'تم حذف حسابك.', loginFailed: 'الحساب أو كلمة المرور غير صحيحة',
    readme: 'orders.csv و order-lines.csv: الطلبات وسلعها', account: 'الحساب', password: 'كلمة المرور', signIn: 'تسجيل الدخول', orders: 'Orders', members: 'Members', search: 'Account, email or nickname', deleted: 'Deleted',
  },
} as const;

async function downloaded(page: Page, click: () => Promise<void>): Promise<Record<string, Uint8Array>> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  expect(download.suggestedFilename()).toMatch(/^orchid-data-\d{4}-\d{2}-\d{2}\.zip$/);
  return unzipSync(new Uint8Array(await readFile(await download.path())));
}

for (const [lang, copy] of Object.entries(COPY)) {
  test(`${lang}: a member downloads their data, then deletes the account once the order has shipped`, async ({ page, request, buyer, seedGoods }) => {
    // A code for the payment password went out minutes before: the code button counts its minute down first.
    test.setTimeout(360_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const [goods] = await seedGoods({});
    await apiCall(request, buyer.token, 'collect/addGoodsCollect', { goodsId: goods.goodsId });
    const orderNo = await placeOrder(request, buyer, goods.sku);
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });

    // Signed in at the login page, as a member does (a stored session would come back on every page after deletion).
    await page.goto(`${copy.prefix}/login?redirect=%2Fmine%2Fsetting`);
    await page.getByLabel(copy.account, { exact: true }).fill(buyer.account);
    await page.getByLabel(copy.password, { exact: true }).fill(buyer.pwd);
    await page.getByRole('tabpanel').getByRole('button', { name: copy.signIn, exact: true }).click();
    await page.waitForURL(new RegExp(`${copy.prefix}/mine/setting/?$`));
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const privacy = page.locator('#privacy');

    // Download my data: prepared in the background, mailed, then saved from the same place.
    await privacy.getByRole('button', { name: copy.prepare }).click();
    const download = privacy.getByRole('button', { name: copy.download, exact: true });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await mailsTo(request, buyer.email)).some((m) => m.text.includes(`${copy.prefix}/mine/setting#privacy`))).toBe(true);
    const files = await downloaded(page, () => download.click());
    const data = JSON.parse(strFromU8(files['orchid-data/data.json']!)) as { orders: { order_no: string; status: string }[]; favouriteGoods: { goods_id: number }[]; ledger: { type: string }[]; profile: { account: string } };
    expect(data.profile.account).toBe(buyer.account);
    expect(data.orders.map((o) => [o.order_no, o.status])).toEqual([[orderNo, 'paid']]);
    expect(data.favouriteGoods.map((f) => f.goods_id)).toEqual([goods.goodsId]);
    expect(data.ledger.map((l) => l.type)).toEqual(['adjust', 'payment']);
    expect(strFromU8(files['orchid-data/order-lines.csv']!)).toContain(orderNo);
    expect(strFromU8(files['orchid-data/README.txt']!)).toContain(copy.readme);

    // Delete my account: refused while the paid order waits to be shipped, with its number.
    await privacy.getByRole('button', { name: copy.open }).click();
    const dialog = page.getByRole('alertdialog').filter({ has: page.locator('#delete-account') });
    const giveUp = page.getByRole('alertdialog').filter({ hasNot: page.locator('#delete-account') });
    await dialog.getByLabel(copy.pwd, { exact: true }).fill(buyer.pwd);
    // Codes only: the mail saying the data is ready is not one.
    const codeMails = async () => (await mailsTo(request, buyer.email)).filter((m) => !m.text.includes('#privacy'));
    const before = (await codeMails()).length;
    const getCode = dialog.getByRole('button', { name: copy.getCode, exact: true });
    await getCode.click();
    // The payment password's code went out a moment ago: the button counts that minute down first, for anyone.
    const sent = await expect.poll(async () => (await codeMails()).length, { timeout: 3000 }).toBeGreaterThan(before).then(() => true, () => false);
    if (!sent) {
      await expect(getCode).toBeEnabled({ timeout: 70_000 });
      await getCode.click();
    }
    await expect.poll(async () => (await codeMails()).length, { timeout: 15_000 }).toBeGreaterThan(before);
    const code = /\b(\d{6})\b/.exec((await codeMails())[0]!.text)![1]!;
    const codeBox = copy.code ? dialog.getByLabel(copy.code, { exact: true }) : dialog.locator('input[autocomplete="one-time-code"]');
    await codeBox.fill(code);
    await dialog.getByRole('radio', { name: copy.keep }).check();
    await dialog.getByRole('checkbox', { name: copy.forfeit }).check();
    await dialog.getByRole('button', { name: copy.confirm }).click();
    await giveUp.getByRole('button', { name: copy.confirm }).click();
    await expect(page.getByText(orderNo)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/mine/setting`));

    // Shipped: asked again, the same confirmation now deletes; the member lands signed out on the home page.
    await ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
    await giveUp.getByRole('button', { name: copy.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/?$`));
    await expect(page.locator('[data-toasts="notice"]')).toContainText(copy.done);
    expect(await page.evaluate(() => localStorage.getItem('user.token'))).toBeFalsy();
    const login = await (await request.post('/api/member/login', { data: { account: buyer.account, pwd: buyer.pwd }, headers: { lang } })).json();
    expect(login).toMatchObject({ code: -1, msg: copy.loginFailed });
    expect(errors).toEqual([]);

    // The owner, from the order to who bought it: Orders → the row → the anonymised account → Members → its page.
    const gone = await request.get('/api/member/getMemberInfo', { headers: { token: buyer.token } });
    expect((await gone.json()).code).toBe(403);
    const owner = await operator('owner');
    const console = await page.context().newPage();
    await consoleLogin(console, copy.console, owner);
    await console.getByRole('menuitem', { name: copy.orders, exact: true }).click();
    await console.getByRole('row').filter({ hasText: orderNo }).click();
    await expect(console).toHaveURL(new RegExp(`/admin/orders/${orderNo}/show$`));
    // Read from the order's own page (the list behind it may still name other deleted accounts).
    const account = (await console.locator('.ra-field-account').getByText(/^deleted-\d+$/).textContent())!;
    await console.getByRole('menuitem', { name: copy.members, exact: true }).click();
    await searchConsoleList(console, copy.search, account);
    const row = console.getByRole('row').filter({ hasText: account });
    await expect(row.getByText(copy.deleted, { exact: true })).toBeVisible();
    await row.getByText(account, { exact: true }).click();
    await expect(console).toHaveURL(/\/admin\/members\/\d+\/show$/);
    await expect(console.locator('[data-member-deleted]')).toBeVisible();
    await expect(console.getByTestId('member-orders').getByRole('row').filter({ hasText: orderNo })).toBeVisible();
    // The balance given up is written off in the ledger, which ends at zero.
    await expect(console.getByRole('cell', { name: 'account deleted: balance forfeited' })).toBeVisible();
  });
}
