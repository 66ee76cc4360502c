import { describe, expect, it } from 'vitest';
import { memoizedHtml } from './memo-html.ts';

describe('memoizedHtml', () => {
  it('renders once per key, also when asked many times at once', async () => {
    let renders = 0;
    const render = async () => `<header>${++renders}</header>`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => memoizedHtml('header en /goods/details', render)));
    expect(new Set(answers)).toEqual(new Set(['<header>1</header>']));
    expect(await memoizedHtml('header ar /goods/details', render)).toBe('<header>2</header>');
    expect(await memoizedHtml('header en /goods/details', render)).toBe('<header>1</header>');
    expect(renders).toBe(2);
  });

  it('tries a failed render again instead of keeping the failure', async () => {
    await expect(memoizedHtml('footer en /', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await memoizedHtml('footer en /', async () => '<footer></footer>')).toBe('<footer></footer>');
  });
});
