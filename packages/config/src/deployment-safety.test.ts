import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { deploymentProblem, isPublicAddress, LOCAL_SECRET_FILE } from './deployment-safety';

const STRONG = 'q8Vb2-Kx9rTm4LpZ7wNc3hYf6GdJ1sRe';
const PUBLIC = {
  PUBLIC_URL: 'https://wasla.example',
  AUTH_SECRET: STRONG,
  SMTP_URL: 'smtp://mail.example:587',
  PAYMENT_GATEWAY_SECRET_KEY: 'sk_live_Zr4Nq8Wd2Lx6Tb1Hc9Vm3Pk7Jf5Gs0Ya',
  PAYMENT_GATEWAY_WEBHOOK_SECRET: 'whsec_Ht6Bn1Qw8Ze3Xc5Vr9Lm2Pd7Ks4Jg0Fy',
  PAYMENT_GATEWAY_MODE: 'test',
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wasla-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('what counts as a public site', () => {
  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3107', false],
    ['http://[::1]:3000', false],
    ['http://127.1.2.3', false],
    ['https://wasla.ae', true],
    ['http://192.168.1.20:3000', true],
    ['http://localhost.example.com', true],
  ])('%s is public: %s', (url, expected) => {
    expect(isPublicAddress(url)).toBe(expected);
  });
});

describe('a public site refuses to start unsafe', () => {
  it.each([
    [{ ...PUBLIC, AUTH_SECRET: undefined }, /^AUTH_SECRET must be set/],
    [
      { ...PUBLIC, AUTH_SECRET: 'wasla-development-secret-change-me' },
      /^AUTH_SECRET is too weak.*published default/,
    ],
    [{ ...PUBLIC, AUTH_SECRET: 'short-but-random-Xy7' }, /^AUTH_SECRET is too weak.*shorter than 32/],
    [{ ...PUBLIC, AUTH_SECRET: 'ab'.repeat(20) }, /^AUTH_SECRET is too weak.*too few characters/],
    [{ ...PUBLIC, SMTP_URL: undefined }, /^SMTP_URL must be set/],
    [{ ...PUBLIC, DEV_MAILBOX: true }, /^DEV_MAILBOX must not be on/],
    [{ ...PUBLIC, PUBLIC_URL: 'http://wasla.example' }, /^PUBLIC_URL must start with https/],
  ])('%o', (settings, message) => {
    const problem = deploymentProblem(settings);
    expect(problem).toMatch(message);
    expect(problem).not.toContain('\n');
  });

  it('lets a safe public site and any local site start', () => {
    expect(deploymentProblem(PUBLIC)).toBeUndefined();
    expect(deploymentProblem({ PUBLIC_URL: 'http://localhost:3000' })).toBeUndefined();
  });

  it('points a local site at itself on its own port when PUBLIC_URL is unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '3311' }).PUBLIC_URL).toBe('http://localhost:3311');
    expect(loadConfig({ DATA_DIR: dataDir }, { PORT: 4000 }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it('throws from loadConfig, so no entry point can skip the check', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://wasla.example', DATA_DIR: dataDir })).toThrow(ConfigError);
  });
});

describe('defaults that depend on where the site runs', () => {
  it('a public site has no dev mailbox and no demo accounts unless asked for explicitly', () => {
    const config = loadConfig({ ...PUBLIC, DATA_DIR: dataDir });
    expect(config).toMatchObject({ PUBLIC_SITE: true, DEV_MAILBOX: false, SEED_DEMO_DATA: false });
    expect(loadConfig({ ...PUBLIC, DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('a local site keeps the two-command promise: mailbox, demo data and a secret of its own', async () => {
    const local = await mkdtemp(join(tmpdir(), 'wasla-local-'));
    try {
      const first = loadConfig({ DATA_DIR: local });
      expect(first).toMatchObject({ PUBLIC_SITE: false, DEV_MAILBOX: true, SEED_DEMO_DATA: true });
      // Made at random on the first start, kept for the next, readable by its owner only.
      expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(48);
      expect(loadConfig({ DATA_DIR: local }).AUTH_SECRET).toBe(first.AUTH_SECRET);
      expect((await readFile(join(local, LOCAL_SECRET_FILE), 'utf8')).trim()).toBe(first.AUTH_SECRET);
      expect((await stat(join(local, LOCAL_SECRET_FILE))).mode & 0o077).toBe(0);
      // Another installation has another secret.
      expect(loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET).not.toBe(first.AUTH_SECRET);
    } finally {
      await rm(local, { recursive: true, force: true });
    }
  });
});
