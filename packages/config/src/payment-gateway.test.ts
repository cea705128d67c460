import { describe, expect, it } from 'vitest';
import {
  paymentGatewayAddresses,
  paymentGatewayProblem,
  sandboxGatewaySettings,
  TEST_GATEWAY_SECRET_KEY,
  TEST_GATEWAY_WEBHOOK_SECRET,
} from './payment-gateway';

const STRONG_KEY = 'sk_live_Zr4Nq8Wd2Lx6Tb1Hc9Vm3Pk7Jf5Gs0Ya';
const STRONG_HOOK = 'whsec_Ht6Bn1Qw8Ze3Xc5Vr9Lm2Pd7Ks4Jg0Fy';
const PUBLIC = {
  PUBLIC_URL: 'https://wasla.example',
  PAYMENT_GATEWAY_SECRET_KEY: STRONG_KEY,
  PAYMENT_GATEWAY_WEBHOOK_SECRET: STRONG_HOOK,
  PAYMENT_GATEWAY_MODE: 'test' as const,
};

describe('the gateway keys on a public site', () => {
  it.each([
    [
      { ...PUBLIC, PAYMENT_GATEWAY_SECRET_KEY: TEST_GATEWAY_SECRET_KEY },
      /^PAYMENT_GATEWAY_SECRET_KEY must be set/,
    ],
    [
      { ...PUBLIC, PAYMENT_GATEWAY_WEBHOOK_SECRET: TEST_GATEWAY_WEBHOOK_SECRET },
      /^PAYMENT_GATEWAY_WEBHOOK_SECRET must be set/,
    ],
    [{ ...PUBLIC, PAYMENT_GATEWAY_WEBHOOK_SECRET: undefined }, /^PAYMENT_GATEWAY_WEBHOOK_SECRET must be set/],
    [{ ...PUBLIC, PAYMENT_GATEWAY_MODE: undefined }, /^PAYMENT_GATEWAY_MODE=test must be set .* test money/],
    [
      { ...PUBLIC, PAYMENT_GATEWAY_SECRET_KEY: 'sk_live_short_1234' },
      /^PAYMENT_GATEWAY_SECRET_KEY is too weak/,
    ],
  ])('refuses %o', (settings, message) => {
    const problem = paymentGatewayProblem(settings);
    expect(problem).toMatch(message);
    expect(problem).not.toContain(STRONG_KEY);
  });

  it('lets a public site with its own keys, and a local site with the test keys, start', () => {
    expect(paymentGatewayProblem(PUBLIC)).toBeUndefined();
    expect(
      paymentGatewayProblem({
        PUBLIC_URL: 'http://localhost:3000',
        PAYMENT_GATEWAY_SECRET_KEY: TEST_GATEWAY_SECRET_KEY,
        PAYMENT_GATEWAY_WEBHOOK_SECRET: TEST_GATEWAY_WEBHOOK_SECRET,
      }),
    ).toBeUndefined();
  });
});

describe('where the gateway is', () => {
  const site = { HOST: '0.0.0.0', PORT: 3000, PUBLIC_URL: 'https://wasla.example' };

  it('is served on the site itself by default: the API calls it on the loopback, browsers on the site', () => {
    expect(paymentGatewayAddresses(site)).toEqual({
      mounted: true,
      serverUrl: 'http://127.0.0.1:3000/sandbox-gateway',
      browserUrl: 'https://wasla.example/sandbox-gateway',
      webhookUrl: 'http://127.0.0.1:3000/api/v1/payments/webhooks/sandbox',
    });
  });

  it('is called where PAYMENT_GATEWAY_URL says, and then not served here', () => {
    const moved = paymentGatewayAddresses({ ...site, PAYMENT_GATEWAY_URL: 'http://10.0.0.5:4242/' });
    expect(moved).toMatchObject({
      mounted: false,
      serverUrl: 'http://10.0.0.5:4242',
      browserUrl: 'http://10.0.0.5:4242',
    });
    const proxied = paymentGatewayAddresses({
      ...site,
      PAYMENT_GATEWAY_URL: 'http://10.0.0.5:4242',
      PAYMENT_GATEWAY_PUBLIC_URL: 'https://pay.wasla.example',
    });
    expect(proxied.browserUrl).toBe('https://pay.wasla.example');
  });

  it('keeps a host the server listens on alone, IPv6 in brackets', () => {
    expect(paymentGatewayAddresses({ ...site, HOST: '::1' }).serverUrl).toBe(
      'http://[::1]:3000/sandbox-gateway',
    );
  });
});

describe('the standalone gateway', () => {
  it('listens on the loopback at 4242 and posts to the API of npm start', () => {
    const settings = sandboxGatewaySettings({}, '/srv/wasla/data');
    expect(settings).toMatchObject({
      host: '127.0.0.1',
      port: 4242,
      publicUrl: 'http://127.0.0.1:4242',
      webhookUrl: 'http://127.0.0.1:3000/api/v1/payments/webhooks/sandbox',
      dataDir: '/srv/wasla/data/sandbox-gateway',
      problem: undefined,
    });
  });

  it('refuses the published keys when browsers reach it from elsewhere', () => {
    const settings = sandboxGatewaySettings(
      { PAYMENT_GATEWAY_PUBLIC_URL: 'https://pay.wasla.example' },
      '/tmp',
    );
    expect(settings.problem).toMatch(/PAYMENT_GATEWAY_SECRET_KEY must be set/);
  });
});
