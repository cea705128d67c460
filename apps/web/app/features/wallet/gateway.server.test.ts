import { TEST_GATEWAY_SECRET_KEY } from '@wasla/config';
import { describe, expect, it } from 'vitest';
import { cardGatewayAddress } from './gateway.server';

const site = {
  HOST: '0.0.0.0',
  PORT: 3000,
  PUBLIC_URL: 'https://wasla.example',
  PAYMENT_GATEWAY_SECRET_KEY: TEST_GATEWAY_SECRET_KEY,
};

describe('where browsers reach the card gateway', () => {
  it('calls the mounted sandbox by its path on the site itself, in test mode', () => {
    expect(cardGatewayAddress(site)).toEqual({ url: '/sandbox-gateway', origin: null, testMode: true });
  });

  it('calls a gateway elsewhere at its public address, whose origin the page policy then allows', () => {
    const elsewhere = cardGatewayAddress({
      ...site,
      PAYMENT_GATEWAY_URL: 'http://10.0.0.5:4242',
      PAYMENT_GATEWAY_PUBLIC_URL: 'https://pay.wasla.example/gw/',
      PAYMENT_GATEWAY_SECRET_KEY: 'sk_live_0123456789abcdef',
    });
    expect(elsewhere).toEqual({
      url: 'https://pay.wasla.example/gw',
      origin: 'https://pay.wasla.example',
      testMode: false,
    });
    expect(cardGatewayAddress({ ...site, PAYMENT_GATEWAY_URL: 'http://127.0.0.1:4242' }).origin).toBe(
      'http://127.0.0.1:4242',
    );
  });
});
