/**
 * Runs costly work (password hashing) at most `concurrency` jobs at a time. Jobs that must wait queue in
 * lanes (one per client address) and are taken round-robin, so a burst from one client waits behind itself
 * and another client's job starts after at most one job of each busy lane. Waiting is bounded per lane and
 * in all; a job beyond either bound is refused at once instead of stalling everyone behind it.
 */
export class QueueFullError extends Error {
  constructor() {
    super('too much work is waiting');
  }
}

export interface FairQueueOptions {
  concurrency: number;
  /** Jobs one lane may have waiting. */
  maxWaitingPerLane: number;
  /** Jobs all lanes together may have waiting. */
  maxWaiting: number;
}

export class FairQueue {
  private running = 0;
  private waiting = 0;
  /** Lanes with waiting jobs, in the order they are served; a served lane goes to the back. */
  private readonly lanes = new Map<string, (() => void)[]>();

  private readonly options: FairQueueOptions;

  constructor(options: FairQueueOptions) {
    this.options = options;
  }

  run<T>(lane: string, job: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency && this.waiting === 0) return this.start(job);
    const queue = this.lanes.get(lane) ?? [];
    if (queue.length >= this.options.maxWaitingPerLane || this.waiting >= this.options.maxWaiting) return Promise.reject(new QueueFullError());
    const result = new Promise<T>((resolve, reject) => {
      queue.push(() => void this.start(job).then(resolve, reject));
    });
    this.lanes.set(lane, queue);
    this.waiting += 1;
    while (this.running < this.options.concurrency && this.waiting > 0) this.next();
    return result;
  }

  /** What is running and waiting now (for tests and the bench). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }

  private async start<T>(job: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  private next(): void {
    const first = this.lanes.entries().next();
    if (first.done) return;
    const [lane, queue] = first.value;
    const go = queue.shift()!;
    this.lanes.delete(lane);
    if (queue.length > 0) this.lanes.set(lane, queue);
    this.waiting -= 1;
    go();
  }
}
