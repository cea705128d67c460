import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { invoiceDocumentSchema } from '@wasla/shared/contracts/invoices';
import {
  cancelPlanRequest,
  downgradeRequest,
  myPlanSchema,
  planInvoiceQuery,
  planPaymentSchema,
  plansQuery,
  plansReplySchema,
  subscribeRequest,
  upgradeRequest,
} from '@wasla/shared/contracts/plans';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf, actorOf } from '../auth/auth-guard';
import { returnToOf } from '../wallet/wallet.routes';
import type { PurchaseOutcome } from '../wallet/wallet-purchases';
import type { PlansReader } from './plans.service';
import type { Subscriptions } from './subscriptions.service';

const tags = ['plans'];

/** The Plans calls of SPEC.md section 7: the catalogue, my plan, and every change of a subscription. */
export function registerPlanRoutes(
  app: FastifyInstance,
  deps: { reader: PlansReader; subscriptions: Subscriptions; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reader, subscriptions, guards } = deps;
  const me = (request: FastifyRequest) => accountOf(request).actor;
  const myPlan = (request: FastifyRequest) => reader.myPlan(me(request).id, request.lang);
  const paid = async (request: FastifyRequest, outcome: PurchaseOutcome) => ({
    status: outcome.status,
    charge_id: outcome.chargeId,
    redirect_url: outcome.redirectUrl,
    my_plan: await myPlan(request),
  });
  const payContext = (request: FastifyRequest, returnTo: 'web' | 'mobile' | undefined) => ({
    lang: request.lang,
    requestKey: String(request.headers[IDEMPOTENCY_KEY_HEADER]),
    returnTo: returnToOf(request, returnTo),
  });
  const done = (request: FastifyRequest, key: string) => [
    request.t(`plans.messages.${key}`, { ns: 'common' }),
  ];

  api.get(
    '/plans',
    {
      preHandler: guards.viewer,
      schema: {
        tags,
        summary:
          'Every plan for a period, with price, fees, tax, total, limits and features; the current plan marked',
        querystring: plansQuery,
        response: { 200: successEnvelope(plansReplySchema) },
      },
    },
    async (request) => ok(await reader.list(actorOf(request), request.query.period, request.lang)),
  );

  api.get(
    '/plans/my-plan',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'The plan whose limits apply to me now, and my subscription behind it',
        response: { 200: successEnvelope(myPlanSchema) },
      },
    },
    async (request) => ok(await myPlan(request)),
  );

  api.get(
    '/plans/:id/invoice',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary:
          "A plan's quote for a period, as my invoice for it would read (seller, buyer, line, tax, total, my currency)",
        params: z.object({ id: idField }),
        querystring: planInvoiceQuery,
        response: { 200: successEnvelope(invoiceDocumentSchema) },
      },
    },
    async (request) => ok(await reader.invoice(me(request).id, request.params.id, request.query.period)),
  );

  api.post(
    '/plans/subscribe',
    {
      preHandler: guards.verified,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Subscribe to a paid plan for a period, paid from the wallet; short of money, 303 with the shortfall, or with card_id the shortfall plus its fee is charged to a saved card',
        body: subscribeRequest,
        response: { 200: successEnvelope(planPaymentSchema) },
      },
    },
    async (request) => {
      const outcome = await subscriptions.subscribe(
        me(request),
        request.body,
        payContext(request, request.body.return_to),
      );
      return ok(await paid(request, outcome), done(request, 'subscribed'));
    },
  );

  api.post(
    '/plans/upgrade',
    {
      preHandler: guards.verified,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Move to a dearer plan now, paying the difference for the rest of the period (wallet, or card for the shortfall)',
        body: upgradeRequest,
        response: { 200: successEnvelope(planPaymentSchema) },
      },
    },
    async (request) => {
      const outcome = await subscriptions.upgrade(
        me(request),
        request.body,
        payContext(request, request.body.return_to),
      );
      return ok(await paid(request, outcome), done(request, 'upgraded'));
    },
  );

  const change = (
    path: string,
    summary: string,
    message: string,
    run: (request: FastifyRequest) => Promise<unknown>,
    body?: typeof downgradeRequest | typeof cancelPlanRequest,
  ) =>
    api.post(
      path,
      {
        preHandler: guards.verified,
        config: { idempotent: true },
        schema: {
          tags,
          summary,
          ...(body ? { body } : {}),
          response: { 200: successEnvelope(myPlanSchema) },
        },
      },
      async (request) => {
        await run(request);
        return ok(await myPlan(request), done(request, message));
      },
    );

  change(
    '/plans/downgrade',
    'Move to a cheaper plan or period from the next renewal; 422 (Operation Cannot Be Completed) when what was paid exceeds its price',
    'downgrade_scheduled',
    (request) =>
      subscriptions.downgrade(
        me(request),
        request.body as { plan_id: number; period?: 'monthly' | 'annual' },
      ),
    downgradeRequest,
  );
  change(
    '/plans/cancel',
    'Cancel my plan with a reason; its benefits last until the renewal date',
    'canceled',
    (request) => subscriptions.cancel(me(request), (request.body as { reason: string }).reason),
    cancelPlanRequest,
  );
  change(
    '/plans/undo-cancellation',
    'Undo the cancellation of my plan before its period ends',
    'cancellation_undone',
    (request) => subscriptions.undoCancellation(me(request)),
  );
  change(
    '/plans/subscription-auto-renew-toggle',
    'Turn the automatic renewal of my plan off or on',
    'auto_renew_toggled',
    (request) => subscriptions.toggleAutoRenew(me(request)),
  );
}
