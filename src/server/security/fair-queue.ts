/**
 * Runs costly work (password hashing) at most `concurrency` jobs at a time. Jobs that must wait queue in
 * lanes (one per client address) and are taken round-robin, so a burst from one client waits behind itself
 * and another client's job starts after at most one job of each busy lane. Waiting is bounded per lane and
 * in all; a job beyond either bound is refused at once instead of stalling everyone behind it. The two
 * refusals differ: a full lane is one client asking too fast (its own rate), a full queue is a server with
 * more work than it can take (its health).
 */
export class QueueFullError extends Error {
  /** `lane`: this lane has as many jobs waiting as it may; `all`: the whole queue has. */
  readonly scope: 'lane' | 'all';
  /** About when a job of this lane would be taken again, from the jobs ahead of it and how long jobs take. */
  readonly retryAfterMs: number;
  constructor(scope: 'lane' | 'all', retryAfterMs: number) {
    super(scope === 'lane' ? 'this client has too much work waiting' : 'too much work is waiting');
    this.scope = scope;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface FairQueueOptions {
  concurrency: number;
  /** Jobs one lane may have waiting. */
  maxWaitingPerLane: number;
  /** Jobs all lanes together may have waiting. */
  maxWaiting: number;
}

/** A refusal says to come back after at least a second and at most a minute. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;

export class FairQueue {
  private running = 0;
  private waiting = 0;
  /** How long a job has taken, smoothed over the recent ones (ms). */
  private jobMs = 0;
  /** Lanes with waiting jobs, in the order they are served; a served lane goes to the back. */
  private readonly lanes = new Map<string, (() => void)[]>();

  private readonly options: FairQueueOptions;

  constructor(options: FairQueueOptions) {
    this.options = options;
  }

  run<T>(lane: string, job: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency && this.waiting === 0) return this.start(job);
    const queue = this.lanes.get(lane) ?? [];
    if (queue.length >= this.options.maxWaitingPerLane) {
      // Served in turn with every other busy lane, this lane's waiting jobs drain one per round.
      const rounds = (queue.length * Math.max(1, this.lanes.size)) / this.options.concurrency;
      return Promise.reject(new QueueFullError('lane', this.retryAfter(rounds)));
    }
    if (this.waiting >= this.options.maxWaiting) return Promise.reject(new QueueFullError('all', this.retryAfter(this.waiting / this.options.concurrency)));
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

  private retryAfter(jobsAhead: number): number {
    return Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, Math.ceil(jobsAhead * this.jobMs)));
  }

  private async start<T>(job: () => Promise<T>): Promise<T> {
    this.running += 1;
    const started = performance.now();
    try {
      return await job();
    } finally {
      const took = performance.now() - started;
      this.jobMs = this.jobMs === 0 ? took : 0.8 * this.jobMs + 0.2 * took;
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

/**
 * The password-hashing queue's bounds for `concurrency` hashes at once. One client address may have 16
 * waiting (more on a machine with many cores): an office or a carrier's shared address where a handful of
 * people sign in or register at once waits its turn instead of being refused. Past that the address is
 * asking faster than its share (429); 128 waiting in all (16 per core on larger machines) is a server
 * with more than it can do (503).
 */
export function passwordQueueOptions(concurrency: number): FairQueueOptions {
  return { concurrency, maxWaitingPerLane: Math.max(16, 2 * concurrency), maxWaiting: Math.max(128, 16 * concurrency) };
}
