import { randomBytes } from 'node:crypto';
import { IN_MEMORY } from '@wasla/config/in-memory';
import { keptSecret } from '@wasla/config/kept-secret';

export const DEMO_PASSWORD_FILE = 'demo-password.txt';

/**
 * The password every demo account of this installation shares: drawn at random when the demo
 * marketplace is first written and kept beside the data (DATA_DIR/demo-password.txt), so whoever
 * runs the site can sign in as a demo provider while nobody who merely read the source can.
 */
export function demoPasswordIn(dataDir: string): string {
  const fresh = () => `Demo-${randomBytes(12).toString('base64url')}`;
  return dataDir === IN_MEMORY ? fresh() : keptSecret(dataDir, DEMO_PASSWORD_FILE, fresh);
}
