import { expect, test } from './fixtures.ts';
import { addVideo } from './support/videos.ts';

/** A video's card and its player count the same comments, replies included, and the card follows posts and deletes. */

const LOCALES = [
  { lang: 'zh' as const, prefix: '', send: '发表评论', reply: '回复', remove: '删除', cards: ['0 条评论', '1 条评论', '2 条评论'], heading: (n: number) => `评论（${n}）` },
  { lang: 'en' as const, prefix: '/en', send: 'Post comment', reply: 'Reply', remove: 'Delete', cards: ['0 comments', '1 comment', '2 comments'], heading: (n: number) => `Comments (${n})` },
  { lang: 'ar' as const, prefix: '/ar', send: 'نشر التعليق', reply: 'رد', remove: 'حذف', cards: ['لا تعليقات', 'تعليق واحد', 'تعليقان'], heading: (n: number) => `التعليقات (${n})` },
];

for (const l of LOCALES) {
  test(`${l.lang}: the card and the player count comments and replies alike, after posting and deleting`, async ({ page, member, loginAs }) => {
    const { id } = await addVideo('rose-bath');
    await loginAs(member);
    await page.goto(`${l.prefix}/video/?id=${id}`);
    const comments = page.locator('[data-video-comments]');
    const heading = comments.getByRole('heading', { level: 2 });
    const cardCount = page.locator(`[data-video-list] [data-video-tile="${id}"] p span`).nth(1);
    await expect(heading).toHaveText(l.heading(0));
    await expect(cardCount).toHaveText(l.cards[0]!);

    await comments.getByRole('textbox').first().fill('Which scent is this?');
    await comments.getByRole('button', { name: l.send }).click();
    const posted = comments.locator('[data-comment]').filter({ hasText: 'Which scent is this?' });
    await expect(heading).toHaveText(l.heading(1));
    await expect(cardCount).toHaveText(l.cards[1]!);

    await posted.getByRole('button', { name: l.reply, exact: true }).first().click();
    await posted.locator('[data-comment-form="reply"] textarea').fill('Rose, I think');
    await posted.locator('[data-comment-form="reply"]').getByRole('button', { name: l.reply, exact: true }).click();
    const reply = comments.locator('li li', { hasText: 'Rose, I think' });
    await expect(reply).toBeVisible();
    await expect(heading).toHaveText(l.heading(2));
    await expect(cardCount).toHaveText(l.cards[2]!);

    await reply.getByRole('button', { name: l.remove, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.remove, exact: true }).click();
    await expect(reply).toHaveCount(0);
    await expect(heading).toHaveText(l.heading(1));
    await expect(cardCount).toHaveText(l.cards[1]!);
  });
}
