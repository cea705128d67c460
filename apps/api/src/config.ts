import { join } from 'node:path';
import { z } from 'zod';

/** The repository root, so that `data/` lands in one place whichever workspace starts the server. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list, e.g. several OAuth client ids of one provider (web, iOS, Android). */
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Every environment variable the API reads, with its default. README.md lists the same table. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wasla <no-reply@wasla.local>'),
  API_KEY: z.string().min(8).default('wasla-web-2f6c1d9e'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  TRUST_PROXY: booleanFlag.default(false),
  SEED_DEMO_DATA: booleanFlag.default(true),
  REDIS_PREFIX: z.string().default('wasla:'),
  // One-time codes a client address may request, and wrong codes it may type, per hour.
  CODE_SENDS_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(30),
  CODE_FAILURES_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(30),
  // How often timed changes (service expiry, holidays, reopening periods) are applied; 0 turns it off.
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  AUTH_SECRET: z.string().min(16).default('wasla-development-secret-change-me'),
  // Keeps messages in a readable outbox; on by default only while no mail server is configured.
  DEV_MAILBOX: booleanFlag.optional(),
  // Social sign-in: ID tokens must name one of these client ids; a provider without any is off.
  GOOGLE_CLIENT_IDS: commaList.default([]),
  APPLE_CLIENT_IDS: commaList.default([]),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  // Machine translation through a LibreTranslate-compatible server; without an address the feature is off.
  TRANSLATE_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
) {
  // Empty strings in the environment mean "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = { ...configSchema.parse(cleaned), ...overrides };
  return { ...parsed, DEV_MAILBOX: parsed.DEV_MAILBOX ?? !parsed.SMTP_URL };
}
