import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

// The rules themselves are tested in packages/config; these hold that the API's entry point and
// routes obey them.
const STRONG = 'q8Vb2-Kx9rTm4LpZ7wNc3hYf6GdJ1sRe';
const PUBLIC = {
  PUBLIC_URL: 'https://wasla.example',
  AUTH_SECRET: STRONG,
  SMTP_URL: 'smtp://mail.example:587',
  PAYMENT_GATEWAY_SECRET_KEY: 'sk_live_Zr4Nq8Wd2Lx6Tb1Hc9Vm3Pk7Jf5Gs0Ya',
  PAYMENT_GATEWAY_WEBHOOK_SECRET: 'whsec_Ht6Bn1Qw8Ze3Xc5Vr9Lm2Pd7Ks4Jg0Fy',
  PAYMENT_GATEWAY_MODE: 'test' as const,
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wasla-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a public site refuses to start unsafe', () => {
  it('exits the server with status 1 and one line naming the variable', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3999', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const noSecret = run({ PUBLIC_URL: 'https://wasla.example', SMTP_URL: PUBLIC.SMTP_URL });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr.trim().split('\n')).toHaveLength(1);
    expect(noSecret.stderr).toMatch(/AUTH_SECRET must be set/);

    const noMail = run({ PUBLIC_URL: 'https://wasla.example', AUTH_SECRET: STRONG });
    expect(noMail.status).toBe(1);
    expect(noMail.stderr).toMatch(/SMTP_URL must be set/);
  }, 120_000);
});

describe('the dev mailbox on a public site', () => {
  it('is not served, even before any mail was sent', async () => {
    const t = await createTestApp({ ...PUBLIC });
    try {
      expect((await t.api('GET', '/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
