import type { TFunction } from '@wasla/i18n/server-translator';
import type { SocialAuthRequest, SocialProvider } from '@wasla/shared/contracts/social-auth';
import type { Language } from '@wasla/shared/languages';
import { personNameField } from '@wasla/shared/validation-rules';
import { clock } from '../../../lib/clock';
import { errors } from '../../../lib/http/app-error';
import { fieldError } from '../../../lib/http/field-errors';
import { verificationTarget } from '../account.service';
import type { CodesService } from '../codes.service';
import { insertWithFreshIdentifiers } from '../new-account';
import type { SessionMeta, SessionService } from '../session.service';
import { presentUser } from '../user.presenter';
import type { UserRow, UsersRepository } from '../users.repository';
import type { IdTokenVerifier, VerifiedIdentity } from './id-token-verifier';
import { type SocialIdentitiesRepository, SubjectAlreadyLinked } from './social-identities.repository';

type Context = { t: TFunction; lang: Language; meta: SessionMeta };

/**
 * Sign-in and sign-up with a Google or Apple ID token. A provider subject is one account. An unknown
 * subject joins an existing account only when both the provider and the account have verified the
 * same e-mail address; see docs/decisions/0009-social-sign-in.md.
 */
export function createSocialAuthService(deps: {
  verifier: IdTokenVerifier;
  identities: SocialIdentitiesRepository;
  users: UsersRepository;
  sessions: SessionService;
  codes: CodesService;
}) {
  const { verifier, identities, users, sessions, codes } = deps;

  async function verify(input: SocialAuthRequest) {
    if (!verifier.isConfigured(input.provider))
      throw fieldError('provider', 'validation.social_provider_unavailable');
    return verifier.verify(input.provider, input.id_token);
  }

  function assertNotBlocked(user: UserRow) {
    if (user.blockedUntil && user.blockedUntil > clock.now()) throw errors.accountBlocked();
  }

  /** The same session as a password login: two-step accounts must still pass their second step. */
  async function signIn(user: UserRow, ctx: Context) {
    assertNotBlocked(user);
    const { tokens } = await sessions.start(user.id, ctx.meta, user.twoFactorEnabledAt !== null);
    return { ...tokens, user: presentUser(user) };
  }

  /** The account this identity signs in to, linking it by e-mail when both sides verified it. */
  async function existingAccount(provider: SocialProvider, identity: VerifiedIdentity) {
    const linked = await identities.findAccount(provider, identity.subject);
    if (linked || !identity.email || !identity.emailVerified) return linked;
    const owner = await users.findByEmail(identity.email);
    // Whoever signed up with an address they never proved must not gain the prover's identity.
    if (!owner?.emailVerifiedAt) return undefined;
    assertNotBlocked(owner);
    const link = { provider, subject: identity.subject, email: identity.email };
    if (await identities.link(owner.id, link)) return owner;
    return identities.findAccount(provider, identity.subject);
  }

  async function createAccount(input: SocialAuthRequest, identity: VerifiedIdentity, ctx: Context) {
    const name = input.name ?? personNameField.safeParse(identity.name).data;
    if (!name) throw fieldError('name', 'validation.required');
    if (!identity.email) throw fieldError('id_token', 'validation.social_email_missing');
    if (await users.findByEmail(identity.email)) throw fieldError('id_token', 'validation.email_taken');
    const link = { provider: input.provider, subject: identity.subject, email: identity.email };
    const user = await insertWithFreshIdentifiers((values) => identities.createAccount(values, link), {
      name,
      email: identity.email,
      emailVerifiedAt: identity.emailVerified ? clock.now() : null,
      accountType: input.account_type,
      locale: ctx.lang,
    });
    const { tokens } = await sessions.start(user.id, ctx.meta);
    // As after a sign-up by e-mail: an address the provider has not verified gets a code at once.
    if (!user.emailVerifiedAt)
      await codes.send(verificationTarget(user, 'verify_email'), ctx.t, ctx.lang, ctx.meta.ip);
    return { ...tokens, user: presentUser(user) };
  }

  return {
    async login(input: SocialAuthRequest, ctx: Context) {
      const identity = await verify(input);
      const user = await existingAccount(input.provider, identity);
      if (!user) throw fieldError('id_token', 'validation.social_account_missing');
      return signIn(user, ctx);
    },

    /** Creates the account, or signs in to the one the identity already opens: never fails for that. */
    async register(input: SocialAuthRequest, ctx: Context) {
      const identity = await verify(input);
      const existing = await existingAccount(input.provider, identity);
      if (existing) return { created: false, reply: await signIn(existing, ctx) };
      try {
        return { created: true, reply: await createAccount(input, identity, ctx) };
      } catch (error) {
        // Another request linked this subject while we were creating: use what it made.
        if (!(error instanceof SubjectAlreadyLinked)) throw error;
        const raced = await identities.findAccount(input.provider, identity.subject);
        if (!raced) throw error;
        return { created: false, reply: await signIn(raced, ctx) };
      }
    },
  };
}

export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
