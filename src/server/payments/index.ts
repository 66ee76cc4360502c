import type { Config } from '../config.ts';
import type { DbPool } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { deriveKey } from '../secrets.ts';
import { alipayProvider } from './alipay.provider.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider, type Sandbox } from './sandbox.provider.ts';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the provider is the sandbox: its hosted page is served by this server. */
  sandbox: Sandbox | null;
}

/**
 * The payment provider PAYMENTS_PROVIDER names. A real provider is added here: its implementation of
 * PaymentProvider, its credentials from the environment, and its name in config.ts.
 */
export function createPayments(deps: { config: Config; db: DbPool; appSecret: string; logger: Logger; fetch?: typeof fetch }): Payments {
  const { config } = deps;
  switch (config.paymentsProvider) {
    case 'sandbox': {
      // loadConfig refuses this already; a config built by hand must not get round it either.
      if (config.production) throw new Error('the sandbox payment provider never runs in production');
      const sandbox = sandboxProvider({ db: deps.db, key: deriveKey(deps.appSecret, 'payments-sandbox'), fetch: deps.fetch ?? fetch, logger: deps.logger });
      return { provider: sandbox.provider, sandbox };
    }
    case 'alipay': {
      if (!config.alipay) throw new Error('PAYMENTS_PROVIDER is alipay but its settings are missing');
      return { provider: alipayProvider({ config: config.alipay, publicSiteUrl: config.publicSiteUrl, logger: deps.logger }), sandbox: null };
    }
  }
}
