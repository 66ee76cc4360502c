/**
 * Buyers for the orders stage. Every member submits orders over HTTP one after another and, when paying,
 * at the same time pays the ones submitted, oldest first, with the payment password, until the time is
 * up. Paying does not hold up the next order, so the two rates are each the server's own under the
 * other's load. Each member has one call of each kind in flight; latency runs from sending a call to its
 * answer.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { percentile } from './load.ts';
import { BENCH_PAY_PWD, type BenchMember, type OrderShop } from './order-setup.ts';

export interface CallStats {
  /** Calls answered with code 200. */
  ok: number;
  /** Successes answered within the run's time, per second of it. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Business refusals (code -1), by message. */
  refused: Record<string, number>;
  /** Transport failures and unexpected statuses or codes. */
  errors: number;
}

export interface OrderLoadResult {
  submit: CallStats;
  pay: CallStats;
}

interface Tally {
  deadline: number;
  latencies: number[];
  /** Successes answered before the deadline. */
  inTime: number;
  refused: Map<string, number>;
  errors: number;
}

interface Answer {
  ms: number;
  code: number | null;
  msg: string;
  data: unknown;
}

async function call(base: string, path: string, token: string, body: object): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, lang: 'en' },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: unknown };
    return { ms: performance.now() - started, code: res.status === 200 ? envelope.code : null, msg: envelope.msg, data: envelope.data };
  } catch {
    return { ms: performance.now() - started, code: null, msg: '', data: null };
  }
}

function record(tally: Tally, answer: Answer): boolean {
  if (answer.code === 200) {
    tally.latencies.push(answer.ms);
    if (performance.now() <= tally.deadline) tally.inTime += 1;
  } else if (answer.code === -1) tally.refused.set(answer.msg, (tally.refused.get(answer.msg) ?? 0) + 1);
  else tally.errors += 1;
  return answer.code === 200;
}

/** One to three lines of one or two units; now and then the scarce SKU joins in, until it runs out. */
function basket(shop: OrderShop, scarceShare: number): { skuId: number; quantity: number }[] {
  const lines = new Map<number, number>();
  const count = randomInt(1, 4);
  while (lines.size < count) lines.set(shop.skuIds[randomInt(shop.skuIds.length)]!, randomInt(1, 3));
  if (Math.random() < scarceShare) lines.set(shop.scarce.skuId, 1);
  return [...lines].map(([skuId, quantity]) => ({ skuId, quantity }));
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function buyer(base: string, shop: OrderShop, member: BenchMember, deadline: number, scarceShare: number, submit: Tally, pay: Tally | null) {
  const unpaid: string[] = [];
  const submitting = (async () => {
    while (performance.now() < deadline) {
      const answer = await call(base, 'order/submit', member.token, { items: basket(shop, scarceShare), addressId: member.addressId, requestId: randomUUID() });
      if (record(submit, answer)) unpaid.push((answer.data as { orderNo: string }).orderNo);
    }
  })();
  const paying = (async () => {
    while (pay && performance.now() < deadline) {
      const orderNo = unpaid.shift();
      if (orderNo) record(pay, await call(base, 'order/pay', member.token, { orderNo, payPwd: BENCH_PAY_PWD }));
      else await pause();
    }
  })();
  await Promise.all([submitting, paying]);
}

function summarise(tally: Tally, seconds: number): CallStats {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    ok: sorted.length,
    perSecond: round(tally.inTime / seconds),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    refused: Object.fromEntries(tally.refused),
    errors: tally.errors,
  };
}

/**
 * Every member buys for `seconds`, paying or not. Calls sent before the time is up are waited for and
 * count in the latencies; the rates count what was answered in time.
 */
export async function buyForSeconds(base: string, shop: OrderShop, opts: { seconds: number; scarceShare: number; pay: boolean }): Promise<OrderLoadResult> {
  const deadline = performance.now() + opts.seconds * 1000;
  const submit: Tally = { deadline, latencies: [], inTime: 0, refused: new Map(), errors: 0 };
  const pay: Tally = { deadline, latencies: [], inTime: 0, refused: new Map(), errors: 0 };
  await Promise.all(shop.members.map((m) => buyer(base, shop, m, deadline, opts.scarceShare, submit, opts.pay ? pay : null)));
  return { submit: summarise(submit, opts.seconds), pay: summarise(pay, opts.seconds) };
}
