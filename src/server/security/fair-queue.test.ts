import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFullError } from './fair-queue.ts';

/** A job that finishes when told to, recording the order jobs start in. */
function harness(queue: FairQueue) {
  const started: string[] = [];
  const release: (() => void)[] = [];
  const submit = (lane: string, name: string) =>
    queue.run(lane, () => {
      started.push(name);
      return new Promise<string>((resolve) => release.push(() => resolve(name)));
    });
  const finishOne = async () => {
    release.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, submit, finishOne };
}

describe('FairQueue', () => {
  it('runs no more than `concurrency` jobs at once', async () => {
    const queue = new FairQueue({ concurrency: 2, maxWaitingPerLane: 100, maxWaiting: 100 });
    const h = harness(queue);
    const all = Array.from({ length: 5 }, (_, i) => h.submit('a', `a${i}`));
    expect(h.started).toEqual(['a0', 'a1']);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    for (let i = 0; i < 5; i += 1) await h.finishOne();
    expect(await Promise.all(all)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('serves lanes in turn, so a burst from one client does not delay another', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitingPerLane: 100, maxWaiting: 100 });
    const h = harness(queue);
    for (let i = 0; i < 20; i += 1) void h.submit('attacker', `x${i}`);
    void h.submit('member', 'legit');
    await h.finishOne();
    await h.finishOne();
    // One job of the busy lane, then the member's.
    expect(h.started).toEqual(['x0', 'x1', 'legit']);
  });

  it('refuses at once beyond the waiting bounds, per lane and in all', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitingPerLane: 2, maxWaiting: 3 });
    const h = harness(queue);
    void h.submit('a', 'a0');
    void h.submit('a', 'a1');
    void h.submit('a', 'a2');
    await expect(h.submit('a', 'a3')).rejects.toBeInstanceOf(QueueFullError);
    void h.submit('b', 'b0');
    await expect(h.submit('c', 'c0')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ running: 1, waiting: 3 });
  });

  it('passes a failed job on and keeps going', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitingPerLane: 5, maxWaiting: 5 });
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('a', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });
});
