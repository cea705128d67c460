import { randomBytes } from 'node:crypto';
import { IN_MEMORY } from './in-memory';
import { keptSecret } from './kept-secret';

/**
 * A site is public unless its address is the machine itself: whatever else a browser can reach, an
 * attacker can reach too. Only a public site must meet the production rules below, so that
 * `npm start` with nothing set keeps working on a laptop.
 */
export function isPublicAddress(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return !(host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host));
}

const MIN_SECRET_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 12;
// Values that were ever shown in documentation or defaults: known to everyone, so never secret.
const KNOWN_SECRETS = new Set(['wasla-development-secret-change-me']);

/** Why a secret is too weak to sign anything on a public site, or undefined when it will do. */
export function weakSecretReason(secret: string): string | undefined {
  if (KNOWN_SECRETS.has(secret)) return 'it is a published default';
  if (secret.length < MIN_SECRET_LENGTH) return `it is shorter than ${MIN_SECRET_LENGTH} characters`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return 'it repeats too few characters';
  return undefined;
}

export type DeploymentSettings = {
  PUBLIC_URL: string;
  AUTH_SECRET?: string;
  SMTP_URL?: string;
  DEV_MAILBOX?: boolean;
};

/**
 * The first reason a public site must not start, as one line naming the variable to set, or
 * undefined when it may. A local site always may.
 */
export function deploymentProblem(settings: DeploymentSettings): string | undefined {
  if (!isPublicAddress(settings.PUBLIC_URL)) return undefined;
  const site = `the public site ${settings.PUBLIC_URL}`;
  if (!settings.PUBLIC_URL.startsWith('https://'))
    return `PUBLIC_URL must start with https:// for ${site}: sign-in cookies travel only over https.`;
  if (!settings.AUTH_SECRET)
    return `AUTH_SECRET must be set for ${site}: at least ${MIN_SECRET_LENGTH} random characters, e.g. from "openssl rand -base64 48".`;
  const weak = weakSecretReason(settings.AUTH_SECRET);
  if (weak)
    return `AUTH_SECRET is too weak for ${site} (${weak}): use at least ${MIN_SECRET_LENGTH} random characters, e.g. from "openssl rand -base64 48".`;
  if (!settings.SMTP_URL)
    return `SMTP_URL must be set for ${site}: sign-up, recovery and two-step codes are sent by e-mail.`;
  if (settings.DEV_MAILBOX)
    return `DEV_MAILBOX must not be on for ${site}: it would show everyone's one-time codes.`;
  return undefined;
}

export const LOCAL_SECRET_FILE = 'auth-secret';

/**
 * The secret of a local site that was given none: made at random on its first start and kept in its
 * data folder, so codes and sealed two-step keys survive a restart and no secret lives in the source.
 * Without a data folder (tests), every process has a secret of its own.
 */
export function localAuthSecret(dataDir: string): string {
  const fresh = () => randomBytes(48).toString('base64url');
  return dataDir === IN_MEMORY ? fresh() : keptSecret(dataDir, LOCAL_SECRET_FILE, fresh);
}
