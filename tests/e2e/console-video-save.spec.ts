import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consoleLogin, OPERATOR_PWD, operator } from './support/console.ts';
import { storeSession } from './support/members.ts';
import { addVideo } from './support/videos.ts';

/**
 * An operator opens a video from the dashboard through the video list: opened and looked through, the form has
 * nothing to save. Changed in one word and saved, the stored video differs from before in that word (and its
 * version) only: the form sends back every other field as it loaded it, and the page members read in the other
 * language stays as it was. (The server side of a save that changes nothing: tests/api/admin-videos.test.ts.)
 */

const COPY = {
  en: { videos: 'Videos', save: 'Save', saved: 'Element updated', prefix: '/en' },
  zh: { videos: '视频', save: '保存', saved: '条目已更新', prefix: '' },
} as const;
/** The language whose title the operator changes: the other one of the test. */
const OTHER = { en: 'zh', zh: 'en' } as const;
/** Language tabs are named in their own language whatever the console speaks. */
const TAB = { zh: '简体中文', en: 'English' } as const;

async function adminToken(request: APIRequestContext, account: string): Promise<string> {
  const body = await (await request.post('/api/admin/login', { data: { account, pwd: OPERATOR_PWD } })).json();
  return body.data.token as string;
}

const adminGet = async (request: APIRequestContext, token: string, path: string) =>
  (await (await request.get(`/api/admin${path}`, { headers: { token } })).json()).data as unknown;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: a video form saves only what the operator changed`, async ({ page, request, member }) => {
    test.setTimeout(120_000);
    const copy = COPY[lang];
    const video = await addVideo();
    const owner = await operator('owner');
    const token = await adminToken(request, owner);
    const stored = (await adminGet(request, token, `/videos/${video.id}`)) as { version: number; texts: Record<string, { title: string }> };
    const shopPage = async () => {
      const shop = await page.context().newPage();
      await storeSession(shop, member);
      await shop.goto(`${copy.prefix}/video/?id=${video.id}`);
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(video[lang]);
      // The video as it is shown (title, views, description, goods); the player and the comments load on their own.
      const text = await shop.locator('[data-video-watch]').evaluate((el) => [...el.children].slice(1, -1).map((c) => (c as HTMLElement).innerText).join('\n'));
      await shop.close();
      return text;
    };
    const pageBefore = await shopPage();

    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(page, lang, owner);
    await page.getByRole('menuitem', { name: copy.videos, exact: true }).click();
    await page.getByRole('row').filter({ hasText: video[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/videos/${video.id}$`));
    const other = OTHER[lang];
    await page.getByRole('tab', { name: TAB[other], exact: true }).click();
    const title = page.locator(`input[name="texts.${other}.title"]`);
    await expect(title).toHaveValue(video[other]);
    // Opened and looked through, the form has nothing to save.
    await expect(page.getByRole('button', { name: copy.save })).toBeDisabled();
    await title.fill(`${video[other]} 2`);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText(copy.saved)).toBeVisible({ timeout: 20_000 });

    const expected = { ...stored, version: stored.version + 1, texts: { ...stored.texts, [other]: { ...stored.texts[other], title: `${video[other]} 2` } } };
    expect(await adminGet(request, token, `/videos/${video.id}`)).toEqual(expected);
    const audit = (await adminGet(request, token, `/audit?actor=operator:${owner}`)) as { total: number; list: { action: string }[] };
    expect(audit.list.map((e) => e.action)).toEqual(['video.update']);
    expect(await shopPage()).toBe(pageBefore);
    expect(pageErrors).toEqual([]);
  });
}
