import { join } from 'node:path';
import { z } from 'zod';
import { deploymentProblem, isPublicAddress, localAuthSecret } from './deployment-safety';
import { paymentGatewayFields, paymentGatewayProblem } from './payment-gateway';
import { localVapidKeys } from './vapid-keys';

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
  // Unset: this machine on PORT, so that links and QR codes of a local run point at itself.
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wasla <no-reply@wasla.local>'),
  API_KEY: z.string().min(8).default('wasla-web-2f6c1d9e'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // How many proxies stand in front (`true`: one). The client's address is the one the farthest of
  // them saw: the last so many of X-Forwarded-For, never what the client wrote before them.
  TRUST_PROXY: z
    .union([
      z.enum(['true', 'yes']).transform(() => 1),
      z.enum(['false', 'no', '0']).transform(() => 0),
      z.coerce.number().int().min(1).max(10),
    ])
    .default(0),
  // Demo accounts and services in an empty database: by default on a local site only.
  SEED_DEMO_DATA: booleanFlag.optional(),
  REDIS_PREFIX: z.string().default('wasla:'),
  // One-time codes a client address may request, and wrong codes it may type, per hour.
  CODE_SENDS_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(30),
  CODE_FAILURES_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(30),
  // How often timed changes (service expiry, holidays, reopening periods) are applied; 0 turns it off.
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  // How often each process writes the visits it counted (decision 0030); 0: only when many wait,
  // on shutdown and when asked (tests).
  VISITS_FLUSH_MS: z.coerce.number().int().min(0).default(2_000),
  // The worker (outbox delivery, e-mail, timed changes): inside this process, or off when
  // `npm run worker` runs it apart. WORKER_POLL_MS: how long a new event may wait for it.
  WORKER: z.enum(['inline', 'off']).default('inline'),
  WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  // Unset on a local site: a random secret kept in DATA_DIR. A public site must set a strong one.
  AUTH_SECRET: z.string().min(16).optional(),
  // Keeps messages in a readable outbox; on by default only on a local site without a mail server.
  DEV_MAILBOX: booleanFlag.optional(),
  // Slow clients: the whole request headers must arrive within HEADERS_TIMEOUT_MS, the whole
  // request (a 50 MB video from a slow phone included) within REQUEST_TIMEOUT_MS.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
  // Social sign-in: ID tokens must name one of these client ids; a provider without any is off.
  GOOGLE_CLIENT_IDS: commaList.default([]),
  APPLE_CLIENT_IDS: commaList.default([]),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  // Machine translation through a LibreTranslate-compatible server; without an address the feature is off.
  TRANSLATE_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  // Web push (VAPID, base64url P-256 keys). Unset on a local site: made on the first start and kept
  // in DATA_DIR. A public site without them sends no push (notifications still reach open tabs).
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@wasla.local'),
  // Who may read Prometheus metrics at /metrics (`Authorization: Bearer <token>`). Unset: anyone on a
  // local site, nobody on a public one.
  METRICS_TOKEN: z.string().min(16).optional(),
  // OpenTelemetry traces (requests, their queries, the outbox deliveries) sent over OTLP/HTTP to this
  // collector (Jaeger, Tempo, an OpenTelemetry Collector: its base address, without /v1/traces).
  // Unset: no spans are made.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('wasla'),
  // A listing counts its matches up to this many, then says "more than" it. Unset: LISTING_COUNT_CAP of
  // the business constants (10,000). Higher costs the first request of each new filter more.
  LISTING_COUNT_CAP: z.coerce.number().int().min(100).optional(),
  // Media in an S3-compatible bucket (several instances share it); unset: files under DATA_DIR/media.
  // S3_ENDPOINT names a server other than Amazon S3 (MinIO, Garage), addressed by path unless
  // S3_FORCE_PATH_STYLE=false. Without keys, the SDK's own chain (environment, instance role) is used.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Development only: where the Vite dev server and the pages find the API running on its own port.
  API_URL: z.url().default('http://127.0.0.1:3001'),
  // The card gateway (payment-gateway.ts): the sandbox on this origin unless PAYMENT_GATEWAY_URL is set.
  ...paymentGatewayFields,
});

type Settings = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

const withPublicUrl = <T extends { PORT: number; PUBLIC_URL?: string }>(settings: T) => ({
  ...settings,
  PUBLIC_URL: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
});

// Empty strings in the environment mean "not set", as in most shells' `VAR= cmd`.
const parseEnvironment = (env: Record<string, string | undefined>) =>
  configSchema.parse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );

/** The settings with every default that depends on others resolved. */
export type Config = Omit<Settings, 'AUTH_SECRET' | 'SEED_DEMO_DATA' | 'DEV_MAILBOX'> & {
  /** The web push key pair, or undefined when push is off (a public site that set none). */
  VAPID: { publicKey: string; privateKey: string } | undefined;
  AUTH_SECRET: string;
  SEED_DEMO_DATA: boolean;
  DEV_MAILBOX: boolean;
  /** PUBLIC_URL is not this machine: the production rules of deployment-safety.ts hold. */
  PUBLIC_SITE: boolean;
};

/** A configuration that must not start; its message is one line naming the variable to set. */
export class ConfigError extends Error {}

/**
 * The variables as given, parsed, without the checks and secrets of a server's start: for code that
 * only reads a setting (the pages read PUBLIC_URL and API_KEY) and must not write DATA_DIR.
 */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  return withPublicUrl(parseEnvironment(env));
}

/** A server's configuration: checked for a public site, with its secret and defaults resolved. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const settings = withPublicUrl({ ...parseEnvironment(env), ...overrides });
  const problem = deploymentProblem(settings) ?? paymentGatewayProblem(settings);
  if (problem) throw new ConfigError(problem);
  const publicSite = isPublicAddress(settings.PUBLIC_URL);
  return {
    ...settings,
    PUBLIC_SITE: publicSite,
    AUTH_SECRET: settings.AUTH_SECRET ?? localAuthSecret(settings.DATA_DIR),
    DEV_MAILBOX: !publicSite && (settings.DEV_MAILBOX ?? !settings.SMTP_URL),
    SEED_DEMO_DATA: settings.SEED_DEMO_DATA ?? !publicSite,
    VAPID:
      settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY
        ? { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY }
        : publicSite
          ? undefined
          : localVapidKeys(settings.DATA_DIR),
  };
}

/** For entry points: the configuration, or one line on standard error and exit code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof z.ZodError)) throw error;
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
        : error.message;
    process.stderr.write(`Wasla cannot start: ${message}\n`);
    process.exit(1);
  }
}
