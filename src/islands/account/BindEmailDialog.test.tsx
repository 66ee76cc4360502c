import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { clearSession, setUserInfo, type UserInfo } from '../../stores/user.ts';
import BindEmailDialog from './BindEmailDialog.tsx';

registerServerCatalogue();

const MEMBER: UserInfo = {
  account: 'orchid01',
  nickname: 'Lan',
  avatar: null,
  email: 'old@orchid.example',
  haveEmail: true,
  havePayPwd: false,
  balance: 0,
  vipExpiresAt: null,
  pwdUpdatedAt: '2025-01-01T00:00:00.000Z',
  payPwdUpdatedAt: null,
  emailUpdatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  recentlyViewed: true,
};

const render = (mode: 'bind' | 'edit') =>
  renderToStaticMarkup(<BindEmailDialog mode={mode} open={false} onClose={() => {}} onConfirm={() => {}} />);
const count = (html: string, text: string) => html.split(text).length - 1;

beforeAll(() => useTestStorageEngine());
afterEach(() => clearSession());

// Outside a browser the page language is zh.
describe('BindEmailDialog', () => {
  it('asks for an email and its code in bind mode, in a 400 px dialog', () => {
    const html = render('bind');
    expect(html).toMatch(/^<dialog[^>]*class="[^"]*w-\[400px\]/);
    expect(html).toContain('请先绑定安全邮箱');
    expect(html).toContain('>邮箱</label>');
    expect(html).toContain('>验证码</label>');
    expect(html).not.toContain('当前邮箱验证码');
    expect(count(html, '获取验证码')).toBe(1);
  });

  it('also asks for a code from the current address in edit mode, naming it masked as settings does', () => {
    setUserInfo(MEMBER);
    const html = render('edit');
    expect(html).toContain('修改安全邮箱');
    expect(html).toContain('o***d@orchid.example');
    expect(html).not.toContain('old@orchid.example');
    expect(html).toContain('>当前邮箱验证码</label>');
    expect(html).toContain('>新邮箱</label>');
    expect(count(html, '获取验证码')).toBe(2);
  });

  it('dims the confirm button while the form is empty, without disabling it', () => {
    const confirm = /<button type="submit"[^>]*>确定<\/button>/.exec(render('bind'))?.[0] ?? '';
    expect(confirm).toContain('data-dimmed="true"');
    expect(confirm).not.toMatch(/\sdisabled=""/);
  });
});
