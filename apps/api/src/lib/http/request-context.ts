import { timingSafeEqual } from 'node:crypto';
import { SANDBOX_WEBHOOK_PATH } from '@wasla/config';
import { type TFunction, translator } from '@wasla/i18n/server-translator';
import { DEFAULT_CURRENCY, PLATFORMS, type Platform } from '@wasla/shared/business-constants';
import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@wasla/shared/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from './app-error';
import { fieldError } from './field-errors';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    platform: Platform;
    currencyCode: string;
    t: TFunction;
  }
}

const API_PREFIX = '/api/v1';
// The contract is public documentation, and a card gateway's webhooks prove their sender by their
// signature instead; everything else under /api/v1 needs the application key.
const KEYLESS_PATHS = new Set([`${API_PREFIX}/openapi.json`, SANDBOX_WEBHOOK_PATH]);

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the request headers of the API contract once per request: the language of every message
 * (`Content-Language`, else `Accept-Language`, else Arabic), the platform and the display currency,
 * and refuses `/api/v1` calls without the application key.
 */
export function registerRequestContext(app: FastifyInstance, apiKey: string) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('platform', 'web');
  app.decorateRequest('currencyCode', DEFAULT_CURRENCY);
  app.decorateRequest('t', null as unknown as TFunction);

  app.addHook('onRequest', async (request) => {
    request.lang =
      negotiateLanguage(header(request, 'content-language')) ??
      negotiateLanguage(header(request, 'accept-language')) ??
      DEFAULT_LANGUAGE;
    request.t = translator(request.lang);

    const currency = header(request, 'currency')?.trim().toUpperCase();
    if (currency && /^[A-Z]{3}$/.test(currency)) request.currencyCode = currency;

    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(API_PREFIX) || KEYLESS_PATHS.has(path)) return;

    const key = header(request, 'x-api-key');
    if (!key || !sameSecret(key, apiKey)) throw errors.invalidApiKey();

    const platform = header(request, 'platform')?.trim().toLowerCase();
    if (platform) {
      if (!(PLATFORMS as readonly string[]).includes(platform)) {
        throw fieldError('platform', 'validation.invalid_choice');
      }
      request.platform = platform as Platform;
    }
  });
}
