import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { appRatingRequest, feedbackReceiptSchema, suggestionRequest } from '@wasla/shared/contracts/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import type { FeedbackService } from './feedback.service';

const reply = { 201: successEnvelope(feedbackReceiptSchema) };

export function registerFeedbackRoutes(app: FastifyInstance, service: FeedbackService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/suggestions',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send a suggestion to the team',
        body: suggestionRequest,
        response: reply,
      },
    },
    async (request, res) => {
      const saved = await service.suggest(request.body, { locale: request.lang, platform: request.platform });
      return res.status(201).send(ok(saved, [request.t('suggestion_received', { ns: 'common' })]));
    },
  );

  api.post(
    '/application/rating',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Rate the application',
        body: appRatingRequest,
        response: reply,
      },
    },
    async (request, res) => {
      const saved = await service.rateApp(request.body, { locale: request.lang, platform: request.platform });
      return res.status(201).send(ok(saved, [request.t('rating_received', { ns: 'common' })]));
    },
  );
}
