import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../../lib/clock';
import { AppError } from '../../../lib/http/app-error';
import { APPLE_TEST_CLIENT, type SocialIssuer, startSocialIssuer } from '../../../test/social-tokens';
import { createIdTokenVerifier, type IdTokenVerifier } from './id-token-verifier';

let issuer: SocialIssuer;
let verifier: IdTokenVerifier;
beforeAll(async () => {
  issuer = await startSocialIssuer();
  verifier = createIdTokenVerifier({
    google: { jwksUrl: issuer.googleJwksUrl, clientIds: issuer.config.GOOGLE_CLIENT_IDS },
    apple: { jwksUrl: issuer.appleJwksUrl, clientIds: ['com.wasla.ios', APPLE_TEST_CLIENT] },
  });
});
afterAll(() => issuer.close());
afterEach(() => resetClock());

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 422, code: 'invalid_social_token' });
}

describe('ID token verifier', () => {
  it('accepts a Google token and reads subject, e-mail (lower-cased), verification and name', async () => {
    const token = await issuer.mint('google', {
      claims: { sub: '1098', email: 'Lina@Example.com', email_verified: true, name: ' Lina H ' },
    });
    expect(await verifier.verify('google', token)).toEqual({
      subject: '1098',
      email: 'lina@example.com',
      emailVerified: true,
      name: 'Lina H',
    });
  });

  it('accepts both spellings of the Google issuer', async () => {
    const token = await issuer.mint('google', { claims: { iss: 'accounts.google.com' } });
    expect((await verifier.verify('google', token)).subject).toMatch(/^google-/);
  });

  it('reads Apple\'s "true" and "false" strings, and any configured audience', async () => {
    const yes = await issuer.mint('apple', { claims: { email_verified: 'true' } });
    expect((await verifier.verify('apple', yes)).emailVerified).toBe(true);
    const no = await issuer.mint('apple', { claims: { email_verified: 'false', aud: 'com.wasla.ios' } });
    expect(await verifier.verify('apple', no)).toMatchObject({ emailVerified: false, name: null });
  });

  it('never calls an address verified when the token has none', async () => {
    const token = await issuer.mint('apple', { claims: { email: undefined, email_verified: 'true' } });
    expect(await verifier.verify('apple', token)).toMatchObject({ email: null, emailVerified: false });
  });

  it('refuses another audience, and several audiences unless the authorised party is ours', async () => {
    await rejection(
      verifier.verify('google', await issuer.mint('google', { claims: { aud: 'someone-else' } })),
    );
    const shared = { aud: [issuer.config.GOOGLE_CLIENT_IDS[0], 'someone-else'] };
    await rejection(
      verifier.verify('google', await issuer.mint('google', { claims: { ...shared, azp: 'someone-else' } })),
    );
    const ours = await issuer.mint('google', {
      claims: { ...shared, azp: issuer.config.GOOGLE_CLIENT_IDS[0] },
    });
    expect((await verifier.verify('google', ours)).subject).toMatch(/^google-/);
  });

  it("refuses another issuer, including the other provider's", async () => {
    await rejection(
      verifier.verify('google', await issuer.mint('google', { claims: { iss: 'https://evil.test' } })),
    );
    const apple = await issuer.mint('apple', { claims: { aud: issuer.config.GOOGLE_CLIENT_IDS[0] } });
    await rejection(verifier.verify('google', apple));
  });

  it('refuses an expired token by the app clock, with a minute of tolerance', async () => {
    const token = await issuer.mint('google', { expiresIn: 600 });
    advanceClock(630_000);
    expect((await verifier.verify('google', token)).subject).toMatch(/^google-/);
    advanceClock(60_000);
    await rejection(verifier.verify('google', token));
  });

  it('refuses a token that is not valid yet', async () => {
    const token = await issuer.mint('google', { claims: { nbf: Math.floor(Date.now() / 1000) + 600 } });
    await rejection(verifier.verify('google', token));
  });

  it('refuses a signature by a key outside the set, an unknown key id, another algorithm and junk', async () => {
    await rejection(verifier.verify('google', await issuer.mint('google', { foreignKey: true })));
    await rejection(verifier.verify('google', await issuer.mint('google', { kid: 'rotated-away' })));
    const [header, payload, signature] = (await issuer.mint('google')).split('.');
    const hs256 = Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'wasla-test-key' })).toString('base64url');
    await rejection(verifier.verify('google', `${hs256}.${payload}.${signature}`));
    await rejection(verifier.verify('google', `${header}.${payload}.`));
    await rejection(verifier.verify('google', 'not-a-token'));
  });

  it('refuses a token without a subject', async () => {
    await rejection(verifier.verify('google', await issuer.mint('google', { claims: { sub: undefined } })));
  });

  it('knows which providers have client ids', () => {
    const bare = createIdTokenVerifier({
      google: { jwksUrl: issuer.googleJwksUrl, clientIds: [] },
      apple: { jwksUrl: issuer.appleJwksUrl, clientIds: [APPLE_TEST_CLIENT] },
    });
    expect(bare.isConfigured('google')).toBe(false);
    expect(bare.isConfigured('apple')).toBe(true);
  });

  it('treats an unreachable key set as a server fault, not as a bad token', async () => {
    const offline = createIdTokenVerifier({
      google: { jwksUrl: 'http://127.0.0.1:9/certs', clientIds: issuer.config.GOOGLE_CLIENT_IDS },
      apple: { jwksUrl: 'http://127.0.0.1:9/keys', clientIds: [] },
    });
    const error = await offline.verify('google', await issuer.mint('google')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
  });
});
