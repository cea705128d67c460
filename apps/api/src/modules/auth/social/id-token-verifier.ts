import type { Config } from '@wasla/config';
import type { SocialProvider } from '@wasla/shared/contracts/social-auth';
import { createRemoteJWKSet, errors as jose, jwtVerify } from 'jose';
import { clock } from '../../../lib/clock';
import { AppError } from '../../../lib/http/app-error';

export type ProviderSettings = { jwksUrl: string; clientIds: readonly string[] };

export const providerSettingsFrom = (
  config: Pick<Config, 'GOOGLE_JWKS_URL' | 'GOOGLE_CLIENT_IDS' | 'APPLE_JWKS_URL' | 'APPLE_CLIENT_IDS'>,
): Record<SocialProvider, ProviderSettings> => ({
  google: { jwksUrl: config.GOOGLE_JWKS_URL, clientIds: config.GOOGLE_CLIENT_IDS },
  apple: { jwksUrl: config.APPLE_JWKS_URL, clientIds: config.APPLE_CLIENT_IDS },
});

/** What an ID token proves about the person, once its signature and claims check out. */
export type VerifiedIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const ISSUERS: Record<SocialProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
};
// Tokens live minutes to an hour; a minute of drift between our clock and the provider's is normal.
const CLOCK_TOLERANCE_SECONDS = 60;

// Failures that say the token is bad. Anything else (key set unreachable, timed out, malformed)
// is our side's or the provider's trouble and goes up as a server error, not as the user's fault.
const TOKEN_FAULTS = new Set<string>([
  jose.JWTClaimValidationFailed.code,
  jose.JWTExpired.code,
  jose.JWTInvalid.code,
  jose.JWSInvalid.code,
  jose.JWSSignatureVerificationFailed.code,
  jose.JWKSNoMatchingKey.code,
  jose.JWKSMultipleMatchingKeys.code,
  jose.JOSEAlgNotAllowed.code,
  jose.JOSENotSupported.code,
]);

export const invalidSocialToken = () => new AppError(422, 'invalid_social_token');

// jose caches a key set and refetches it when a token names a key it has not seen (at most every
// 30 s), so one cache per address serves every request and every app built in this process.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetAt(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

// Google sends booleans; Apple has sent the strings "true" and "false".
const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Checks Google and Apple ID tokens the way their documentation asks: RS256 signature by a key of the
 * provider's published set, the provider's issuer, one of our client ids as audience, and not expired.
 */
export function createIdTokenVerifier(providers: Record<SocialProvider, ProviderSettings>) {
  return {
    isConfigured: (provider: SocialProvider) => providers[provider].clientIds.length > 0,

    async verify(provider: SocialProvider, idToken: string): Promise<VerifiedIdentity> {
      const { jwksUrl, clientIds } = providers[provider];
      if (clientIds.length === 0) throw invalidSocialToken();
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
      try {
        ({ payload } = await jwtVerify(idToken, keySetAt(jwksUrl), {
          algorithms: ['RS256'],
          issuer: ISSUERS[provider],
          audience: [...clientIds],
          requiredClaims: ['sub', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: clock.now(),
        }));
      } catch (error) {
        if (error instanceof jose.JOSEError && TOKEN_FAULTS.has(error.code)) throw invalidSocialToken();
        throw error;
      }
      // With several audiences, the party the token was issued to must be ours too (OpenID Core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && !clientIds.includes(String(payload.azp)))
        throw invalidSocialToken();
      const subject = text(payload.sub);
      if (!subject) throw invalidSocialToken();
      const email = text(payload.email)?.toLowerCase() ?? null;
      return {
        subject,
        email,
        emailVerified: email !== null && isTrue(payload.email_verified),
        name: text(payload.name),
      };
    },
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
