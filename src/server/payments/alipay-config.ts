import { alipayPublicKeyPem, appPrivateKeyPem } from './alipay-keys.ts';

/** What the Alipay provider needs, read from ALIPAY_* variables (README, "Balance, top-up and VIP"). */
export interface AlipayConfig {
  appId: string;
  /** The application's private key, PKCS#1 PEM: signs every request. */
  privateKey: string;
  /** Alipay's public key, SPKI PEM: checks notices and query answers. */
  alipayPublicKey: string;
  gateway: string;
  /** The merchant's PID; when set, notices for another seller are refused. */
  sellerId: string | undefined;
}

interface AlipayEnv {
  ALIPAY_APP_ID?: string;
  ALIPAY_PRIVATE_KEY?: string;
  ALIPAY_PUBLIC_KEY?: string;
  ALIPAY_GATEWAY: string;
  ALIPAY_SELLER_ID?: string;
  PUBLIC_SITE_URL?: string;
}

/** The provider's settings, or the problems that stop the server (each naming its variable). */
export function readAlipayConfig(env: AlipayEnv): { config: AlipayConfig } | { problems: string[] } {
  const problems: string[] = [];
  for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const) {
    if (!env[name]) problems.push(`${name}: required when PAYMENTS_PROVIDER is alipay`);
  }
  // Alipay posts its notices to PUBLIC_SITE_URL; the localhost default would never be reached.
  if (!env.PUBLIC_SITE_URL) problems.push('PUBLIC_SITE_URL: required when PAYMENTS_PROVIDER is alipay (Alipay posts its notices there)');
  const key = (name: string, text: string | undefined, read: (t: string) => string) => {
    if (!text) return '';
    try {
      return read(text);
    } catch (err) {
      problems.push(`${name}: ${(err as Error).message}`);
      return '';
    }
  };
  const privateKey = key('ALIPAY_PRIVATE_KEY', env.ALIPAY_PRIVATE_KEY, appPrivateKeyPem);
  const alipayPublicKey = key('ALIPAY_PUBLIC_KEY', env.ALIPAY_PUBLIC_KEY, alipayPublicKeyPem);
  if (problems.length > 0) return { problems };
  return { config: { appId: env.ALIPAY_APP_ID!, privateKey, alipayPublicKey, gateway: env.ALIPAY_GATEWAY, sellerId: env.ALIPAY_SELLER_ID } };
}
