import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialProvider } from '@wasla/shared/contracts/social-auth';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { clock } from '../lib/clock';

export const GOOGLE_TEST_CLIENT = 'wasla-web.apps.googleusercontent.test';
export const APPLE_TEST_CLIENT = 'com.wasla.web.test';
const KEY_ID = 'wasla-test-key';

const DEFAULTS: Record<SocialProvider, { iss: string; aud: string }> = {
  google: { iss: 'https://accounts.google.com', aud: GOOGLE_TEST_CLIENT },
  apple: { iss: 'https://appleid.apple.com', aud: APPLE_TEST_CLIENT },
};

export type MintOptions = {
  /** Claims to add or replace; `undefined` removes a default claim. */
  claims?: Record<string, unknown>;
  /** Seconds from the app clock's now until expiry; default an hour. */
  expiresIn?: number;
  kid?: string;
  /** Sign with a key that is not in the published set. */
  foreignKey?: boolean;
};

let counter = 0;

/**
 * A stand-in for Google's and Apple's sign-in: an RSA key pair whose public half is served as a JSON
 * Web Key Set on a loopback port, and ID tokens signed with it. Times come from the app clock, so a
 * test that moves the clock ages the tokens with it.
 */
export async function startSocialIssuer() {
  const [own, foreign] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
  const jwk = { ...(await exportJWK(own.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let keySetRequests = 0;
  const server = createServer((_request, response) => {
    keySetRequests++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A person at the provider: a fresh subject and address, verified, with a name. */
  function person(provider: SocialProvider, overrides: Record<string, unknown> = {}) {
    const n = `${Date.now()}${counter++}${randomBytes(2).toString('hex')}`;
    return {
      sub: `${provider}-${n}`,
      email: `social${n}@example.com`,
      // Apple writes booleans as strings.
      email_verified: provider === 'apple' ? 'true' : true,
      ...(provider === 'google' ? { name: 'Lina Haddad' } : {}),
      ...overrides,
    };
  }

  async function mint(provider: SocialProvider, options: MintOptions = {}) {
    const now = Math.floor(clock.now().getTime() / 1000);
    const claims: JWTPayload = {
      ...DEFAULTS[provider],
      ...person(provider),
      iat: now,
      exp: now + (options.expiresIn ?? 3600),
      ...options.claims,
    };
    for (const [key, value] of Object.entries(claims)) if (value === undefined) delete claims[key];
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KEY_ID, typ: 'JWT' })
      .sign(options.foreignKey ? foreign.privateKey : own.privateKey);
  }

  return {
    googleJwksUrl: `${base}/google/oauth2/v3/certs`,
    appleJwksUrl: `${base}/apple/auth/keys`,
    /** Settings for `createTestApp` that trust this issuer for both providers. */
    config: {
      GOOGLE_JWKS_URL: `${base}/google/oauth2/v3/certs`,
      APPLE_JWKS_URL: `${base}/apple/auth/keys`,
      GOOGLE_CLIENT_IDS: [GOOGLE_TEST_CLIENT],
      APPLE_CLIENT_IDS: [APPLE_TEST_CLIENT],
    },
    person,
    mint,
    keySetRequests: () => keySetRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type SocialIssuer = Awaited<ReturnType<typeof startSocialIssuer>>;
