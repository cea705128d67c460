import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { emailField, personNameField } from '../validation-rules';
import { idField, secretField, textField } from './fields';

export const ACCOUNT_TYPES = [
  'personal',
  'establishment',
  'company',
  'factory',
  'wholesaler',
  'retailer',
  'agent',
  'free_trader',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const GENDERS = ['male', 'female', 'unspecified'] as const;
export const EXPERIENCES = ['trainee', 'junior', 'fresh', 'mid', 'senior'] as const;
/** Codes a signed-in user asks for: to verify an address, or to confirm a sensitive change. */
export const OTP_PURPOSES = ['verify_email', 'verify_phone', 'confirm_identity'] as const;
export const OTP_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** At least 8 characters mixing letters, digits and symbols; at most 128. */
export const passwordField = secretField
  .min(PASSWORD_MIN, { error: 'validation.password_rules' })
  .max(PASSWORD_MAX, { error: 'validation.max_chars' })
  .refine((v) => /\p{L}/u.test(v) && /\p{Nd}/u.test(v) && /[^\p{L}\p{Nd}\s]/u.test(v), {
    error: 'validation.password_rules',
  });

// Numbers and codes may arrive in Arabic-Indic or Persian digits, as Arabic keyboards type them.
export const phoneDigitsField = textField
  .overwrite(toLatinDigits)
  .regex(/^\d{8,15}$/, { error: 'validation.phone' });

export const countryCodeField = textField
  .overwrite(toLatinDigits)
  .transform((v) => v.replace(/^\+|^00/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'validation.country_code' }));

/** Sign in or up with an e-mail, or with a phone number and its country calling code. */
const contact = z.object({
  email: emailField.optional(),
  phone_number: phoneDigitsField.optional(),
  country_code: countryCodeField.optional(),
});

function requireContact(value: z.infer<typeof contact>, ctx: z.RefinementCtx) {
  if (value.email || value.phone_number) {
    if (value.phone_number && !value.country_code)
      ctx.addIssue({ code: 'custom', path: ['country_code'], message: 'validation.required' });
    return;
  }
  ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email_or_phone' });
}

export const registerRequest = contact
  .extend({
    name: personNameField,
    password: passwordField,
    password_confirmation: secretField,
    account_type: z.enum(ACCOUNT_TYPES, { error: 'validation.invalid_choice' }).default('personal'),
    otp_channel: z.enum(['sms', 'whatsapp']).default('sms'),
  })
  .superRefine((value, ctx) => {
    requireContact(value, ctx);
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.passwords_mismatch',
      });
    }
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = contact
  .extend({
    password: secretField.min(1, { error: 'validation.required' }).max(PASSWORD_MAX),
  })
  .superRefine(requireContact);
export type LoginRequest = z.infer<typeof loginRequest>;

export const sendOtpRequest = z.object({
  purpose: z.enum(OTP_PURPOSES, { error: 'validation.invalid_choice' }),
  channel: z.enum(OTP_CHANNELS, { error: 'validation.invalid_choice' }).optional(),
});

export const codeField = textField
  .overwrite(toLatinDigits)
  .regex(/^\d{6}$/, { error: 'validation.otp_format' });

export const verifyOtpRequest = z.object({
  purpose: z.enum(['verify_email', 'verify_phone'], { error: 'validation.invalid_choice' }),
  code: codeField,
});

export const logoutRequest = z.object({
  logout_from_all_device: z.coerce.number().int().min(0).max(1).default(0),
});

export const userSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPES),
  bio: z.string().nullable(),
  gender: z.enum(GENDERS),
  experiences: z.array(z.enum(EXPERIENCES)),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  locale: z.string(),
  currency_id: z.number().int().nullable(),
  media: z.object({ medium: z.string().nullable() }),
  completion_score: z.number().int().min(0).max(100),
  two_factor_enabled: z.boolean(),
  is_online: z.boolean(),
  created_at: z.string(),
  /**
   * Whether the account holds a team role (whatever two-step verification says), so that its menu
   * leads to the back office. Only `/user-information` says it; it tells nobody else.
   */
  team: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authReplySchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
  user: userSchema,
});
export type AuthReply = z.infer<typeof authReplySchema>;

export const otpSentSchema = z.object({
  channel: z.enum(OTP_CHANNELS),
  target: z.string(),
  resend_in: z.number().int(),
  expires_in: z.number().int(),
});

/** What a signed-in but unverified account may read: where codes go and when another can be sent. */
export const verificationStatusSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  resend_in: z.number().int(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

const optionalId = idField.nullable().optional();

/** Profile fields a user edits; every field is optional, and null clears a place. */
export const updateProfileRequest = z.object({
  name: textField
    .min(2, { error: 'validation.min_chars' })
    .max(80, { error: 'validation.max_chars' })
    .optional(),
  bio: textField.max(1000, { error: 'validation.max_chars' }).nullable().optional(),
  gender: z.enum(GENDERS, { error: 'validation.invalid_choice' }).optional(),
  experiences: z
    .array(z.enum(EXPERIENCES, { error: 'validation.invalid_choice' }))
    .max(EXPERIENCES.length)
    .transform((list) => [...new Set(list)])
    .optional(),
  country_id: optionalId,
  state_id: optionalId,
  city_id: optionalId,
  locale: z.enum(['ar', 'en', 'fr', 'tr'], { error: 'validation.invalid_choice' }).optional(),
  currency_id: idField.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const updateLocaleRequest = z.object({
  locale: z.enum(['ar', 'en', 'fr', 'tr'], { error: 'validation.invalid_choice' }),
});
export const updateCurrencyRequest = z.object({
  currency_id: idField,
});
export const updateFcmTokenRequest = z.object({
  fcm_token: textField.min(1, { error: 'validation.required' }).max(4096),
});
export const onlineStatusRequest = z.object({
  is_online: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
});

/**
 * Sensitive changes ask who is there again: the account's password, or (for accounts without one, or
 * when it is forgotten) a code sent with `send-otp-code` purpose `confirm_identity`.
 */
const identityProof = {
  password: secretField.max(PASSWORD_MAX).optional(),
  // A six-digit code, or a little more as typed; the bound keeps junk out of the comparison.
  code: textField.max(32).overwrite(toLatinDigits).optional(),
};

export const TWO_FACTOR_FALLBACK_CHANNELS = ['email', 'whatsapp'] as const;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  /** Where fallback codes can go: the verified e-mail and the verified phone (by WhatsApp), masked. */
  fallback: z.array(z.object({ channel: z.enum(TWO_FACTOR_FALLBACK_CHANNELS), target: z.string() })),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupRequest = z.object(identityProof);
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorCodeRequest = z.object({ code: codeField });
export const twoFactorSendRequest = z.object({
  channel: z.enum(TWO_FACTOR_FALLBACK_CHANNELS, { error: 'validation.invalid_choice' }),
});
/** The second step: a code from the authenticator app, or a fallback code sent by e-mail or WhatsApp. */
export const twoFactorVerifyRequest = z.object({
  code: codeField,
  method: z
    .enum(['totp', ...TWO_FACTOR_FALLBACK_CHANNELS], { error: 'validation.invalid_choice' })
    .default('totp'),
});

export const forgotPasswordRequest = contact
  .extend({ channel: z.enum(['sms', 'whatsapp']).default('whatsapp') })
  .superRefine(requireContact);
export const resetPasswordRequest = contact
  .extend({
    code: codeField,
    password: passwordField,
    password_confirmation: secretField,
  })
  .superRefine((value, ctx) => {
    requireContact(value, ctx);
    if (value.password !== value.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.passwords_mismatch',
      });
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The same reply whether or not an account exists, so nobody learns who has one. */
export const codeRequestedSchema = z.object({ resend_in: z.number().int(), expires_in: z.number().int() });

export const forgotEmailRequest = z.object({
  phone_number: phoneDigitsField,
  country_code: countryCodeField,
});
export const forgotEmailVerifyRequest = forgotEmailRequest.extend({ code: codeField });
export const forgotEmailSchema = z.object({ email: z.string().nullable() });

export const changePasswordRequest = z
  .object({
    current_password: secretField.min(1, { error: 'validation.required' }).max(PASSWORD_MAX),
    password: passwordField,
    password_confirmation: secretField,
    logout_other_devices: z.coerce.number().int().min(0).max(1).default(1),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.passwords_mismatch',
      });
  });

/** Step one of changing the e-mail or phone: a code goes to the new address. */
export const changeContactRequest = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('email'),
      email: emailField,
      email_confirmation: textField.max(254),
      ...identityProof,
    })
    .superRefine((value, ctx) => {
      if (value.email.toLowerCase() !== value.email_confirmation.toLowerCase())
        ctx.addIssue({ code: 'custom', path: ['email_confirmation'], message: 'validation.emails_mismatch' });
    }),
  z.object({
    type: z.literal('phone'),
    phone_number: phoneDigitsField,
    country_code: countryCodeField,
    channel: z.enum(['sms', 'whatsapp']).default('sms'),
    ...identityProof,
  }),
]);
export type ChangeContactRequest = z.infer<typeof changeContactRequest>;

/** Step two: the code sent to the new address makes the change. */
export const confirmContactRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), email: emailField, code: codeField }),
  z.object({
    type: z.literal('phone'),
    phone_number: phoneDigitsField,
    country_code: countryCodeField,
    code: codeField,
  }),
]);
export type ConfirmContactRequest = z.infer<typeof confirmContactRequest>;

/** Types that trade under a licence: the change waits for documents sent to the team. */
export const DOCUMENTED_ACCOUNT_TYPES = ACCOUNT_TYPES.filter((type) => type !== 'personal');

export const changeAccountTypeRequest = z.object({
  account_type: z.enum(ACCOUNT_TYPES, { error: 'validation.invalid_choice' }),
});
/** A document sent for an account-type request: a picture or a PDF, read only by the team. */
export const accountTypeDocumentSchema = z.object({
  id: z.number().int(),
  /** `application/pdf` or `image/webp` (pictures are re-encoded). */
  type: z.string(),
  created_at: z.string(),
});
export type AccountTypeDocument = z.infer<typeof accountTypeDocumentSchema>;

export const accountTypeRequestSchema = z.object({
  id: z.number().int(),
  requested_type: z.enum(ACCOUNT_TYPES),
  status: z.enum(['awaiting_documents']),
  created_at: z.string(),
  /** What the account sent so far through the app; documents may also come by e-mail. */
  documents: z.array(accountTypeDocumentSchema),
});
export const changeAccountTypeSchema = z.object({
  user: userSchema,
  request: accountTypeRequestSchema.nullable(),
});

export const DELETION_REASONS = [
  'not_useful',
  'found_alternative',
  'privacy',
  'too_many_notifications',
  'temporary',
  'other',
] as const;
export const deleteAccountRequest = z
  .object({
    reason: z.enum(DELETION_REASONS, { error: 'validation.choose_reason' }),
    note: textField.max(1000, { error: 'validation.max_chars' }).optional(),
    ...identityProof,
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.required' });
  });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
