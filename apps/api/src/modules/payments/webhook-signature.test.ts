import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-gateway';
import { verifySignature } from './webhook-signature';

const SECRET = 'whsec_receiver_tests_3Xk9Lm2Qp7';
const BODY = '{"id":"evt_1","type":"charge.succeeded"}';
const NOW = 1_900_000_000;
const sign = (t: number, body = BODY, secret = SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

const reasonOf = (header: string | undefined, body = BODY, nowSeconds = NOW) => {
  try {
    verifySignature({ rawBody: body, header, secret: SECRET, nowSeconds });
    return 'accepted';
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    return error.reason;
  }
};

describe('a webhook signature', () => {
  it('is accepted over the exact body, within five minutes either way', () => {
    expect(reasonOf(sign(NOW))).toBe('accepted');
    expect(reasonOf(sign(NOW - 300))).toBe('accepted');
    expect(reasonOf(sign(NOW + 300))).toBe('accepted');
    // A gateway rotating its secret sends two; one is enough.
    expect(reasonOf(`${sign(NOW, BODY, 'whsec_old_secret_0000000')},v1=${sign(NOW).split('v1=')[1]}`)).toBe(
      'accepted',
    );
  });

  it.each([
    [undefined, 'no signature header'],
    ['', 'no signature header'],
    ['v1=abc', 'malformed signature header'],
    [`t=${NOW}`, 'malformed signature header'],
    [`t=soon,v1=${'a'.repeat(64)}`, 'malformed signature header'],
    [sign(NOW - 301), 'signature timestamp outside the tolerance'],
    [sign(NOW + 301), 'signature timestamp outside the tolerance'],
    [sign(NOW, BODY, 'whsec_someone_else_00000'), 'signature does not match'],
    [`t=${NOW},v1=${'0'.repeat(64)}`, 'signature does not match'],
    [`t=${NOW},v1=not-hex`, 'signature does not match'],
    [sign(NOW).toUpperCase().replace('T=', 't=').replace('V1=', 'v1='), 'signature does not match'],
  ])('%s is refused: %s', (header, reason) => {
    expect(reasonOf(header)).toBe(reason);
  });

  it('is refused when one byte of the body changed, or the time was moved', () => {
    expect(reasonOf(sign(NOW), BODY.replace('succeeded', 'succeedee'))).toBe('signature does not match');
    const moved = sign(NOW).replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(reasonOf(moved)).toBe('signature does not match');
  });
});
