import { describe, expect, it } from 'vitest';
import { FairQueue, passwordQueueOptions, QueueFullError } from './fair-queue.ts';

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

  it('tells a full lane (one client too fast) from a full queue (the server out of room), each with when to come back', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitingPerLane: 2, maxWaiting: 3 });
    const h = harness(queue);
    void h.submit('a', 'a0');
    void h.submit('a', 'a1');
    void h.submit('a', 'a2');
    const lane = await h.submit('a', 'a3').catch((err: unknown) => err);
    expect(lane).toBeInstanceOf(QueueFullError);
    expect(lane).toMatchObject({ scope: 'lane' });
    void h.submit('b', 'b0');
    const all = await h.submit('c', 'c0').catch((err: unknown) => err);
    expect(all).toMatchObject({ scope: 'all' });
    for (const err of [lane, all] as QueueFullError[]) {
      expect(err.retryAfterMs).toBeGreaterThanOrEqual(1000);
      expect(err.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('estimates the wait of a full lane from how long jobs take', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitingPerLane: 4, maxWaiting: 100 });
    // One job of about 400 ms teaches the queue how long a job takes.
    await queue.run('a', () => new Promise<void>((resolve) => setTimeout(resolve, 400)));
    const h = harness(queue);
    const held = Array.from({ length: 5 }, (_, i) => h.submit('a', `a${i}`));
    // One running, four waiting in the lane ahead of a sixth: about 1.6 s.
    const refused = await h.submit('a', 'a5').catch((err: unknown) => err as QueueFullError);
    expect(refused).toMatchObject({ scope: 'lane' });
    expect((refused as QueueFullError).retryAfterMs).toBeGreaterThanOrEqual(1400);
    expect((refused as QueueFullError).retryAfterMs).toBeLessThanOrEqual(4000);
    for (let i = 0; i < 5; i += 1) await h.finishOne();
    await Promise.all(held);
  });

  it('lets eight from one address wait on any machine, and many addresses before the whole queue is full', () => {
    for (const cores of [1, 2, 4, 32]) {
      const o = passwordQueueOptions(cores);
      expect(o.concurrency + o.maxWaitingPerLane).toBeGreaterThanOrEqual(8);
      expect(o.maxWaiting / o.maxWaitingPerLane).toBeGreaterThanOrEqual(8);
    }
  });

  it('passes a failed job on and keeps going', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitingPerLane: 5, maxWaiting: 5 });
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('a', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });
});
