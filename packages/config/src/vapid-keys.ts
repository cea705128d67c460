import { createECDH } from 'node:crypto';
import { IN_MEMORY } from './in-memory';
import { keptSecret } from './kept-secret';

export const VAPID_KEYS_FILE = 'vapid-keys';

/** A fresh VAPID key pair (P-256): the public key as an uncompressed point, both base64url. */
export function newVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/**
 * The web push keys of a local site: made on the first start and kept in DATA_DIR, so a browser's
 * subscription (tied to the public key) survives restarts. A public site sets its own.
 */
export function localVapidKeys(dataDir: string) {
  if (dataDir === IN_MEMORY) return newVapidKeys();
  return JSON.parse(keptSecret(dataDir, VAPID_KEYS_FILE, () => JSON.stringify(newVapidKeys()))) as {
    publicKey: string;
    privateKey: string;
  };
}
