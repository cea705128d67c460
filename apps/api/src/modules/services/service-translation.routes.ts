import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { translationStatusSchema } from '@wasla/shared/contracts/replies';
import { translateDescriptionRequest, translatedTextSchema } from '@wasla/shared/contracts/services';
import { type Language, localize } from '@wasla/shared/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { TranslationUnavailableError, type Translator } from '../translation/translator';
import type { ServiceAccess } from './service-access';
import { serviceParams } from './services.routes';

const notConfigured = () => new AppError(501, 'translation_not_configured', 'translation_not_configured');
const unavailable = () => new AppError(503, 'translation_unavailable', 'translation_unavailable');

/**
 * `POST /services/{id}/translate/description`: the saved description in another language, for the
 * author to review and keep. Nothing is stored here. Without a translation server it answers 501.
 */
export function registerServiceTranslationRoutes(
  app: FastifyInstance,
  deps: { translator: Translator | undefined; access: ServiceAccess; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/services/:id/translate/description',
    {
      preHandler: deps.guards.verified,
      schema: {
        tags: ['services'],
        summary: 'Machine translation of the saved description (501 when no translation server is set)',
        params: serviceParams,
        body: translateDescriptionRequest,
        response: { 200: successEnvelope(translatedTextSchema) },
      },
    },
    async (request) => {
      if (!deps.translator) throw notConfigured();
      const row = await deps.access.owned(request.params.id, accountOf(request).actor);
      const source = (request.body.source ?? Object.keys(row.description)[0]) as Language | undefined;
      const text = source ? (row.description[source] ?? localize(row.description, source)) : '';
      if (!source || !text)
        throw new AppError(
          422,
          'validation_failed',
          'validation_failed',
          {},
          { descriptions: [{ key: 'validation.required' }] },
        );
      try {
        const translated = await deps.translator.translate({
          text,
          source,
          target: request.body.target,
          format: 'html',
        });
        return ok({ text: translated, target: request.body.target });
      } catch (error) {
        if (error instanceof TranslationUnavailableError) {
          request.log.warn({ err: error }, 'translation failed');
          throw unavailable();
        }
        throw error;
      }
    },
  );

  api.get(
    '/translation/status',
    {
      schema: {
        tags: ['services'],
        summary: 'Whether machine translation is available',
        response: { 200: successEnvelope(translationStatusSchema) },
      },
    },
    async () => ok({ enabled: deps.translator !== undefined }),
  );
}
