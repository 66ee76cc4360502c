import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { createLoader } from './load.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLoader', () => {
  it('fetches once for every island that shows the data', async () => {
    const fetch = vi.fn(async () => ['a']);
    const loader = createLoader(fetch);
    const seen: string[] = [];
    const stopA = loader.$state.subscribe((s) => seen.push(s.status));
    const stopB = loader.$state.subscribe(() => {});
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loader.$state.get()).toEqual({ status: 'ready', data: ['a'] });
    expect(seen).toEqual(['loading', 'ready']);
    stopA();
    stopB();
  });

  it('reports a failure and loads again on retry', async () => {
    let fail = true;
    const loader = createLoader(async () => {
      if (fail) throw new ApiError('network', 'offline');
      return 42;
    });
    const stop = loader.$state.listen(() => {});
    await settle();
    expect(loader.$state.get()).toEqual({ status: 'failed' });
    fail = false;
    loader.retry();
    expect(loader.$state.get()).toEqual({ status: 'loading' });
    await settle();
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 42 });
    stop();
  });

  it('ignores a retry while a fetch is running', async () => {
    const fetch = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(1), 5)));
    const loader = createLoader(fetch);
    const stop = loader.$state.listen(() => {});
    loader.retry();
    loader.retry();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});
