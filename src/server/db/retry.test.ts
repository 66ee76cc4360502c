import { describe, expect, it } from 'vitest';
import { isRetryable, retryingConflicts, TRANSACTION_ATTEMPTS } from './retry.ts';

const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
const noWait = async () => {};

describe('retryingConflicts', () => {
  it('runs again after serialization failures and deadlocks until the attempt goes through', async () => {
    const codes = ['40001', '40P01', '40001'];
    let attempts = 0;
    const result = await retryingConflicts(async () => {
      attempts += 1;
      const code = codes.shift();
      if (code) throw failure(code);
      return 'committed';
    }, noWait);
    expect(result).toBe('committed');
    expect(attempts).toBe(4);
  });

  it('gives up after a bounded number of attempts with the last error', async () => {
    let attempts = 0;
    await expect(retryingConflicts(async () => {
      attempts += 1;
      throw failure('40001');
    }, noWait)).rejects.toThrow('failed with 40001');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('passes every other error through at once', async () => {
    for (const err of [failure('23505'), new Error('domain rule'), 'text']) {
      let attempts = 0;
      await expect(retryingConflicts(async () => {
        attempts += 1;
        throw err;
      }, noWait)).rejects.toBe(err);
      expect(attempts).toBe(1);
    }
    expect(isRetryable(null)).toBe(false);
    expect(isRetryable({ code: 40001 })).toBe(false);
  });
});
