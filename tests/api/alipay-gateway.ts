import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Alipay's open-platform gateway (OpenAPI v2, RSA2), on a real local port so the official SDK
 * talks to it over HTTP as it would to Alipay. It holds generated test keys: the application's key pair (the
 * shop signs with the private half, the gateway checks with the public half) and Alipay's own (the gateway
 * signs notices and answers, the shop checks with the public half). Signatures follow Alipay's documentation:
 * requests and notices are signed over their parameters sorted by name as `key=value` joined with `&` (notices
 * leave out `sign` and `sign_type`, requests only `sign`); answers are signed over the JSON text of their
 * `<method>_response` node.
 */

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  timeExpire: string;
  notifyUrl: string;
  returnUrl: string;
  status: TradeStatus;
  tradeNo: string;
}

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });

const pem = (der: Buffer, label: string) => `-----BEGIN ${label}-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`;

/** `k=v&…` over the parameters sorted by name, as Alipay signs them. */
export function signContent(params: Record<string, string>, leaveOut: string[]): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

const rsa2 = (privateKeyPem: string, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKeyPem, 'base64');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAlipay() {
  const app = rsaPair();
  const alipay = rsaPair();
  const stranger = rsaPair();
  const appId = '2021000000000001';
  const sellerId = '2088000000000001';
  const alipayPrivatePem = pem(alipay.privateKey, 'PRIVATE KEY');
  const strangerPrivatePem = pem(stranger.privateKey, 'PRIVATE KEY');
  const trades = new Map<string, FakeTrade>();
  const requests: { method: string; signed: boolean; params: Record<string, string> }[] = [];
  const state = { forgeAnswers: false };

  function answer(method: string, node: object, key = state.forgeAnswers ? strangerPrivatePem : alipayPrivatePem): string {
    const text = JSON.stringify(node);
    return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${rsa2(key, text)}"}`;
  }

  function query(outTradeNo: string): object {
    const trade = trades.get(outTradeNo);
    if (!trade) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在', out_trade_no: outTradeNo };
    return { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: outTradeNo, trade_status: trade.status, total_amount: trade.totalAmount, buyer_logon_id: 'buy***@example.com' };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(req.method === 'POST' ? await readBody(req) : '')) };
    const signed = !!params.sign && createVerify('RSA-SHA256').update(signContent(params, ['sign']), 'utf8').verify({ key: app.publicKey, format: 'der', type: 'spki' }, params.sign, 'base64');
    const method = params.method ?? '';
    requests.push({ method, signed, params });
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    if (method === 'alipay.trade.page.pay') {
      if (!signed) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid-signature');
      if (!trades.has(biz.out_trade_no!)) {
        trades.set(biz.out_trade_no!, {
          outTradeNo: biz.out_trade_no!,
          totalAmount: biz.total_amount!,
          subject: biz.subject!,
          timeExpire: biz.time_expire!,
          notifyUrl: params.notify_url!,
          returnUrl: params.return_url!,
          status: 'WAIT_BUYER_PAY',
          tradeNo: `2026${randomBytes(12).toString('hex').replace(/\D/g, '').padEnd(24, '7').slice(0, 24)}`,
        });
      }
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>支付宝 收银台 (test)</h1>');
    }
    if (method === 'alipay.trade.query') {
      const node = signed ? query(biz.out_trade_no ?? '') : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
      return void res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(answer(method, node));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(answer(method || 'error', { code: '40001', msg: 'Missing Required Arguments', sub_code: 'isv.missing-method' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The notice Alipay posts when a trade changes, form-encoded and signed with `key` (Alipay's unless forging). */
  function notice(trade: FakeTrade, overrides: Record<string, string> = {}, key = alipayPrivatePem): string {
    const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const params: Record<string, string> = {
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_biz_no: trade.outTradeNo,
      buyer_id: '2088102122524333',
      buyer_logon_id: 'buy***@example.com',
      seller_id: sellerId,
      seller_email: 'shop@example.com',
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_create: now,
      ...(trade.status === 'TRADE_SUCCESS' ? { gmt_payment: now } : {}),
      fund_bill_list: '[{"amount":"' + trade.totalAmount + '","fundChannel":"ALIPAYACCOUNT"}]',
      ...overrides,
    };
    params.sign = rsa2(key, signContent(params, ['sign', 'sign_type']));
    return new URLSearchParams(params).toString();
  }

  const trade = (outTradeNo: string) => {
    const found = trades.get(outTradeNo);
    if (!found) throw new Error(`the gateway has no trade ${outTradeNo}: the cashier page was never opened`);
    return found;
  };

  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    appId,
    sellerId,
    /** As Alipay's key tool gives them: bare base64, PKCS#8 for the application's private key, SPKI for Alipay's public key. */
    appPrivateKey: app.privateKey.toString('base64'),
    alipayPublicKey: alipay.publicKey.toString('base64'),
    /** PEM forms, to check that the configuration reads those too. */
    appPrivateKeyPem: pem(app.privateKey, 'PRIVATE KEY'),
    alipayPublicKeyPem: pem(alipay.publicKey, 'PUBLIC KEY'),
    requests,
    trade,
    /** The shopper pays on the cashier, or the trade closes. */
    setStatus: (outTradeNo: string, status: TradeStatus) => void (trade(outTradeNo).status = status),
    notice: (outTradeNo: string, overrides?: Record<string, string>) => notice(trade(outTradeNo), overrides),
    /** A notice signed with a key that is not Alipay's. */
    forgedNotice: (outTradeNo: string, overrides?: Record<string, string>) => notice(trade(outTradeNo), overrides, strangerPrivatePem),
    /** Query answers signed with a key that is not Alipay's, as a man in the middle would send. */
    forgeAnswers: (on: boolean) => void (state.forgeAnswers = on),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;

/** The settings that point a test shop at this gateway as its Alipay. */
export function alipayEnv(alipay: FakeAlipay): Record<string, string> {
  return {
    PAYMENTS_PROVIDER: 'alipay',
    ALIPAY_APP_ID: alipay.appId,
    ALIPAY_PRIVATE_KEY: alipay.appPrivateKey,
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
    ALIPAY_GATEWAY: alipay.url,
    ALIPAY_SELLER_ID: alipay.sellerId,
  };
}
