import { z } from 'zod';
import { personNameField } from '../validation-rules';
import { ACCOUNT_TYPES } from './auth';
import { textField } from './fields';

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Real ID tokens are about 1 KB; the cap only keeps junk out of the verifier. */
export const ID_TOKEN_MAX = 8192;

/**
 * Sign up or sign in with an OpenID Connect ID token from Google or Apple. Apple gives the person's
 * name to the app only once and outside the token, so the client passes it along as `name`.
 * The reply is the same as `/login`'s (`authReplySchema`).
 */
export const socialAuthRequest = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'validation.invalid_choice' }),
  id_token: textField
    .min(1, { error: 'validation.required' })
    .max(ID_TOKEN_MAX, { error: 'validation.max_chars' }),
  name: personNameField.optional(),
  account_type: z.enum(ACCOUNT_TYPES, { error: 'validation.invalid_choice' }).default('personal'),
});
export type SocialAuthRequest = z.infer<typeof socialAuthRequest>;
