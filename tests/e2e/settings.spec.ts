import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { mailedCode, mailsTo, unique } from './support/api.ts';

/** Account settings, the upload component and the feedback dialog, in zh and en. */

const png = async (colour: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: colour } }).png().toBuffer();

const row = (page: Page, title: string) => page.locator('li', { has: page.getByRole('heading', { name: title, exact: true }) });

const LOCALES = [
  {
    prefix: '',
    lang: 'zh',
    nickname: '昵称',
    save: '保存',
    saved: '保存成功',
    greeting: '你好',
    avatar: '更换头像',
    avatarAlt: '我的头像',
    payPwd: '支付密码',
    set: '设置',
    modify: '修改',
    newPayPwd: '新支付密码',
    confirmPayPwd: '确认支付密码',
    code: '邮箱验证码',
    getCode: '获取验证码',
    confirm: '确定',
    mismatch: '密码不一致，请重新输入',
    bindFirst: '请先绑定安全邮箱',
    bindEmail: '绑定邮箱',
    feedback: '意见反馈',
    content: '反馈内容',
    phone: '联系电话（选填）',
    addPictures: '添加反馈图片',
    submit: '提交',
    submitted: '提交成功',
    badType: '只能上传 JPG',
    limit: '最多只能上传 6 张图片',
  },
  {
    prefix: '/en',
    lang: 'en',
    nickname: 'Nickname',
    save: 'Save',
    saved: 'Saved successfully',
    greeting: 'Hello',
    avatar: 'Change avatar',
    avatarAlt: 'Your avatar',
    payPwd: 'Payment password',
    set: 'Set',
    modify: 'Modify',
    newPayPwd: 'New payment password',
    confirmPayPwd: 'Confirm payment password',
    code: 'Email verification code',
    getCode: 'Get code',
    confirm: 'Confirm',
    mismatch: 'Password is different, please re-enter',
    bindFirst: 'Please bind the security email first',
    bindEmail: 'Bind email',
    feedback: 'Feedback',
    content: 'Your feedback',
    phone: 'Contact phone (optional)',
    addPictures: 'Add pictures to your feedback',
    submit: 'Submit',
    submitted: 'Submit succeeded',
    badType: 'Only JPG, JPEG or PNG',
    limit: 'You can upload at most 6 pictures',
  },
];

for (const L of LOCALES) {
  test.describe(`settings in ${L.lang}`, () => {
    test('changes the nickname and the avatar', async ({ page, member, loginAs }) => {
      await loginAs(member);
      await page.goto(`${L.prefix}/mine/setting`);
      await expect(page.getByText(member.account, { exact: true })).toBeVisible();

      const nickname = `Lan ${L.lang} ${unique().slice(-5)}`;
      await page.getByLabel(L.nickname, { exact: true }).fill(nickname);
      await page.getByRole('button', { name: L.save, exact: true }).click();
      await expect(page.getByText(L.saved)).toBeVisible();
      await expect(page.locator('header').getByText(`${L.greeting}`)).toContainText(nickname);

      const avatar = page.getByRole('img', { name: L.avatarAlt });
      const previous = (await avatar.count()) ? await avatar.getAttribute('src') : null;
      await page.getByLabel(L.avatar).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png('#AF57FF') });
      await expect(avatar).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.\d+x\d+(\.c192)?\.jpg$/);
      await expect(avatar).not.toHaveAttribute('src', previous ?? '');
      // The picture has loaded (its size counts the density srcset gives the chosen file, not the upload's 48 px).
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await page.reload();
      await expect(page.getByLabel(L.nickname, { exact: true })).toHaveValue(nickname);
      await expect(page.getByRole('img', { name: L.avatarAlt })).toHaveAttribute('src', /^\/uploads\//);
    });

    test.describe(() => {
      test.use({ memberSetup: { email: true } });
      test('sets the payment password with a code from the security email', async ({ page, request, member, loginAs }) => {
        await loginAs(member);
        await page.goto(`${L.prefix}/mine/setting`);
        const payRow = row(page, L.payPwd);
        await payRow.getByRole('button', { name: L.set, exact: true }).click();

        await payRow.getByLabel(L.newPayPwd).fill('13a57-90');
        await expect(payRow.getByLabel(L.newPayPwd)).toHaveValue('135790');
        await payRow.getByLabel(L.confirmPayPwd).fill('135791');
        await payRow.getByLabel(L.code).focus();
        await expect(payRow.getByText(L.mismatch)).toBeVisible();
        await payRow.getByLabel(L.confirmPayPwd).fill('135790');

        const before = (await mailsTo(request, member.email!)).length;
        await payRow.getByRole('button', { name: L.getCode }).click();
        await expect(payRow.getByRole('button', { name: /\d/ })).toBeDisabled();
        await payRow.getByLabel(L.code).fill(await mailedCode(request, member.email!, before));
        await payRow.getByRole('button', { name: L.confirm, exact: true }).click();

        await expect(page.getByText(L.saved)).toBeVisible();
        await expect(payRow.getByRole('button', { name: L.modify, exact: true })).toBeVisible();
        await expect(payRow.locator('time')).toBeVisible();
        const info = await (await request.get('/api/member/getMemberInfo', { headers: { token: member.token } })).json();
        expect(info.data.havePayPwd).toBe(true);
      });
    });

    test('a member without a security email must bind one first', async ({ page, member, loginAs }) => {
      await loginAs(member);
      await page.goto(`${L.prefix}/mine/setting`);
      await expect(page.getByText(L.bindFirst).filter({ visible: true })).toHaveCount(2);
      await expect(page.getByRole('button', { name: L.set, exact: true })).toHaveCount(0);
      // No password form in the security rows (the account-deletion dialog further down asks for the login password).
      await expect(page.locator('section[aria-labelledby="om-setting-security"] input[type=password]')).toHaveCount(0);
      await row(page, L.payPwd).getByRole('button', { name: L.bindEmail }).click();
      await expect(page.locator('dialog[data-bind-email-dialog="bind"]')).toBeVisible();
    });

    test('sends feedback with two pictures and refuses a file that is not an image', async ({ page, member, loginAs }) => {
      await loginAs(member);
      await page.goto(`${L.prefix}/mine/setting`);
      await page.locator('[data-floating-widget]').getByRole('link', { name: L.feedback }).click();
      const dialog = page.getByRole('dialog', { name: L.feedback });
      await expect(dialog).toBeVisible();
      const picker = dialog.getByLabel(L.addPictures);

      await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
      await expect(page.getByRole('alert').getByText(L.badType)).toBeVisible();
      await expect(dialog.locator('[data-image-count]')).toHaveText('0/6');

      const seven = await Promise.all([...'1234567'].map(async (n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: await png('#222222') })));
      await picker.setInputFiles(seven);
      await expect(page.getByRole('alert').getByText(L.limit)).toBeVisible();
      await expect(dialog.locator('[data-image-count]')).toHaveText('0/6');

      await picker.setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: await png('#ff0000') },
        { name: 'b.png', mimeType: 'image/png', buffer: await png('#00ff00') },
      ]);
      await expect(dialog.locator('[data-upload-status="success"] img')).toHaveCount(2);
      await expect(dialog.locator('[data-image-count]')).toHaveText('2/6');

      await dialog.getByLabel(L.phone).fill('ab138-0013 8000x9');
      await expect(dialog.getByLabel(L.phone)).toHaveValue('13800138000');
      await dialog.getByRole('button', { name: L.submit, exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: L.content, exact: true })).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByRole('textbox', { name: L.content, exact: true }).fill('The parcel arrived with a torn box.');
      await dialog.getByRole('button', { name: L.submit, exact: true }).click();

      await expect(page.getByText(L.submitted)).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.locator('[data-floating-widget]').getByRole('link', { name: L.feedback }).click();
      await expect(dialog.getByRole('textbox', { name: L.content, exact: true })).toHaveValue('');
      await expect(dialog.locator('[data-image-count]')).toHaveText('0/6');
    });

    test('feedback sends a guest to log in and back', async ({ page }) => {
      await page.goto(`${L.prefix}/helperCenter/newbie`);
      await page.locator('[data-floating-widget]').getByRole('link', { name: L.feedback }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${L.prefix}/login/?\\?redirect=%2FhelperCenter%2Fnewbie$`));
    });
  });
}

// Members with a security email: codes for changing passwords go there.
test.describe(() => {
  test.use({ memberSetup: { email: true } });

  test('changing the login password lets the member log in with the new one', async ({ page, request, member, loginAs }) => {
    await loginAs(member);
    await page.goto('/mine/setting');
    const pwdRow = row(page, '登录密码');
    await pwdRow.getByRole('button', { name: '修改', exact: true }).click();
    await pwdRow.getByLabel('新登录密码').fill('brandnew99');
    await pwdRow.getByLabel('确认新密码').fill('brandnew98');
    await pwdRow.getByRole('button', { name: '确定', exact: true }).click();
    await expect(pwdRow.getByText('两次输入的密码不一致')).toBeVisible();
    await pwdRow.getByLabel('确认新密码').fill('brandnew99');

    const before = (await mailsTo(request, member.email!)).length;
    await pwdRow.getByRole('button', { name: '获取验证码' }).click();
    await pwdRow.getByLabel('邮箱验证码').fill(await mailedCode(request, member.email!, before));
    await pwdRow.getByRole('button', { name: '确定', exact: true }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(pwdRow.getByLabel('新登录密码')).toHaveCount(0);

    const login = async (pwd: string) => (await (await request.post('/api/member/login', { data: { account: member.account, pwd } })).json()).code;
    expect(await login('brandnew99')).toBe(200);
    expect(await login(member.pwd)).not.toBe(200);
  });

  test('the settings page has no serious accessibility violation', async ({ page, member, loginAs }) => {
    await loginAs(member);
    await page.goto('/mine/setting');
    await row(page, '支付密码').getByRole('button', { name: '设置', exact: true }).click();
    await row(page, '支付密码').getByRole('button', { name: '确定', exact: true }).click();
    await expect(page.getByText('请输入支付密码', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('[data-floating-widget]').getByRole('link', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.getByLabel('添加反馈图片').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await png('#AF57FF') });
    await expect(dialog.locator('[data-upload-status="success"] img')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
