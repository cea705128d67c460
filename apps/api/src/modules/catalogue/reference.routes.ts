import { localeSchema, timezoneSchema } from '@wasla/shared/contracts/catalogue';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';

/** Time zones come from the runtime's IANA database, named in the request's language. */
export function listTimezones(lang: Language) {
  const now = new Date();
  return Intl.supportedValuesOf('timeZone').map((timezone) => {
    const part = (style: 'longGeneric' | 'shortOffset') =>
      new Intl.DateTimeFormat(lang, { timeZone: timezone, timeZoneName: style })
        .formatToParts(now)
        .find((p) => p.type === 'timeZoneName')?.value ?? timezone;
    return { name: part('longGeneric'), timezone, offset: part('shortOffset') };
  });
}

export function registerReferenceRoutes(app: FastifyInstance, cache: JsonCache) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/timezones',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'IANA time zones',
        response: { 200: successEnvelope(z.array(timezoneSchema)) },
      },
    },
    (request, reply) =>
      cache.send(request, reply, `timezones:${request.lang}`, async () => ok(listTimezones(request.lang))),
  );

  api.get(
    '/locales',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Interface languages',
        response: { 200: successEnvelope(z.array(localeSchema)) },
      },
    },
    async () => ok(LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code], dir: directionOf(code) }))),
  );
}
