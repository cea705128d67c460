import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import { registerInvoiceRoutes } from './invoices.routes';
import { createInvoices } from './invoices.service';

/**
 * Invoices Wasla issues for plans and promotions. The plans and marks modules compose and issue them
 * (`composeInvoice`, `issueInvoice`) inside their purchase transactions; this registers the buyer's
 * routes to read them.
 */
export function registerInvoices(api: FastifyInstance, { db }: Infrastructure, deps: { guards: AuthGuards }) {
  registerInvoiceRoutes(api, { guards: deps.guards, invoices: createInvoices(db) });
}
