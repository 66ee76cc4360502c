import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Alipay's key tool hands out keys as bare base64 (PKCS#8 for the application's private key, SPKI for
 * Alipay's public key); other tools write PEM files, PKCS#1 or PKCS#8. The SDK reads one form only, so
 * whatever the operator pastes is parsed here once and given to it as PEM: PKCS#1 for the private key
 * (the SDK's default) and SPKI for the public one. A key that does not parse stops the server at start.
 */
const NOT_A_KEY = 'not an RSA key in PEM or base64 form';

function parse<T>(text: string, fromPem: (pem: string) => T, fromDer: (der: Buffer, type: 'pkcs8' | 'pkcs1' | 'spki') => T, derTypes: ('pkcs8' | 'pkcs1' | 'spki')[]): T {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  if (trimmed.startsWith('-----BEGIN')) {
    // OpenSSL's own words ("DECODER routines::unsupported") would not tell the operator what to fix.
    try {
      return fromPem(trimmed);
    } catch {
      throw new Error(NOT_A_KEY);
    }
  }
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  for (const type of derTypes) {
    try {
      return fromDer(der, type);
    } catch {
      // Try the next encoding.
    }
  }
  throw new Error(NOT_A_KEY);
}

function rsa(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`an RSA key is needed, not ${key.asymmetricKeyType}`);
  return key;
}

/** The application's private key (signs requests) as PKCS#1 PEM. */
export function appPrivateKeyPem(text: string): string {
  const key = parse(text, (pem) => createPrivateKey(pem), (der, type) => createPrivateKey({ key: der, format: 'der', type: type as 'pkcs8' | 'pkcs1' }), ['pkcs8', 'pkcs1']);
  return rsa(key).export({ type: 'pkcs1', format: 'pem' }).toString();
}

/** Alipay's public key (checks notices and answers) as SPKI PEM. */
export function alipayPublicKeyPem(text: string): string {
  const key = parse(text, (pem) => createPublicKey(pem), (der, type) => createPublicKey({ key: der, format: 'der', type: type as 'spki' | 'pkcs1' }), ['spki', 'pkcs1']);
  return rsa(key).export({ type: 'spki', format: 'pem' }).toString();
}
