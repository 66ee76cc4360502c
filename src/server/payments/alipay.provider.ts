import { AlipaySdk } from 'alipay-sdk';
import type { Logger } from '../logger.ts';
import type { AlipayConfig } from './alipay-config.ts';
import { chinaTime, fromAlipayAmount, toAlipayAmount, tradeState } from './alipay-format.ts';
import { CallbackRejected, type PaymentNotice, type PaymentProvider, type PaymentStatus } from './provider.ts';

export interface AlipayDeps {
  config: AlipayConfig;
  /** The shop's public address: Alipay sends the shopper back to absolute URLs only. */
  publicSiteUrl: string;
  logger: Logger;
}

/**
 * The `timestamp` of a request, when it is sent. The SDK writes the server's local time there (its clock
 * in whatever TZ the host has, UTC on most servers), while Alipay reads it, like `time_expire`, as China
 * time; passed explicitly, both are China time on any host.
 */
const requestTimestamp = () => chinaTime(new Date());

/** What Alipay answers for an unknown trade: the shopper never opened the cashier, so Alipay has no record. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/** The V2 check takes the values as they arrived, without decoding them a second time; a malformed signature is no signature. */
function signedByAlipay(sdk: AlipaySdk, params: Record<string, string>): boolean {
  try {
    return typeof params.sign === 'string' && sdk.checkNotifySignV2(params);
  } catch {
    return false;
  }
}

/**
 * Alipay's computer-website payment (alipay.trade.page.pay) through the official SDK. The shopper pays on
 * Alipay's cashier; Alipay posts an RSA2-signed notice (form-encoded) to the notify URL, checked here with
 * Alipay's public key and then against the shop's own application and top-up; reconciliation asks
 * alipay.trade.query, whose answer is signed too and checked by the SDK.
 */
export function alipayProvider(deps: AlipayDeps): PaymentProvider {
  const { config } = deps;
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
    signType: 'RSA2',
    keyType: 'PKCS1',
    timeout: 10_000,
    // Answers keep Alipay's own field names (trade_status, total_amount), as its documentation writes them.
    camelcase: false,
  });
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${deps.publicSiteUrl}${url}`);

  return {
    name: 'alipay',
    // Alipay's smallest total_amount is 0.01 yuan.
    minAmount: 1,

    async createPayment(request) {
      const payUrl = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: request.reference,
          total_amount: toAlipayAmount(request.amount),
          subject: request.subject.slice(0, 256),
          product_code: 'FAST_INSTANT_TRADE_PAY',
          // Alipay closes the trade when the shop stops waiting for it, so nobody pays for an expired top-up.
          time_expire: chinaTime(request.expiresAt),
        },
        notifyUrl: request.notifyUrl,
        returnUrl: absolute(request.returnUrl),
        timestamp: requestTimestamp(),
      });
      // Alipay's own trade number exists only once the shopper pays; until then the top-up number stands for it.
      return { payUrl, providerRef: request.reference };
    },

    verifyCallback({ body }) {
      const params = Object.fromEntries(new URLSearchParams(body));
      if (!signedByAlipay(sdk, params)) throw new CallbackRejected('signature does not verify with the Alipay public key');
      if (params.app_id !== config.appId) throw new CallbackRejected(`app_id ${params.app_id} is not this shop's`);
      if (config.sellerId && params.seller_id !== config.sellerId) throw new CallbackRejected(`seller_id ${params.seller_id} is not this shop's`);
      const amount = fromAlipayAmount(params.total_amount);
      const state = tradeState(params.trade_status);
      if (!params.out_trade_no || amount === undefined || !state) throw new CallbackRejected('notice lacks out_trade_no, total_amount or a known trade_status');
      const status: PaymentNotice['status'] = state === 'paid' ? 'paid' : state === 'closed' ? 'failed' : 'pending';
      return { reference: params.out_trade_no, amount, currency: 'CNY', status, providerRef: params.trade_no || params.out_trade_no };
    },

    async queryPayment(reference): Promise<PaymentStatus | null> {
      // validateSign: the answer's node must carry Alipay's signature, else the SDK throws and nothing is settled.
      const answer = (await sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: reference }, timestamp: requestTimestamp() }, { validateSign: true })) as unknown as Record<string, string | undefined>;
      if (answer.code !== '10000') {
        if (answer.sub_code === TRADE_NOT_EXIST) return null;
        throw new Error(`alipay.trade.query answered ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`.trim());
      }
      const amount = fromAlipayAmount(answer.total_amount);
      const state = tradeState(answer.trade_status);
      if (answer.out_trade_no !== reference || amount === undefined || !state) throw new Error(`alipay.trade.query answered an unreadable trade for ${reference}`);
      const status = state === 'paid' ? 'paid' : state === 'closed' ? 'failed' : 'pending';
      return { status, amount, currency: 'CNY', providerRef: answer.trade_no ?? reference };
    },

    // Alipay reads the body of its notice's answer: "success" ends its retries, anything else asks for more.
    callbackAnswer: (accepted) => (accepted ? 'success' : 'failure'),
  };
}
