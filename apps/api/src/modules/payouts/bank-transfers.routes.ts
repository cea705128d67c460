import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { BANK_RECEIPT_MAX_BYTES } from '@wasla/shared/business-constants';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { BANK_RECEIPT_FIELD, bankTransferFields, bankTransferSchema } from '@wasla/shared/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { MediaStore } from '../media/media-store';
import { discardSpooled, spoolUpload } from '../media/upload-spool';
import type { BankTransfers } from './bank-transfers.service';
import { isReceiptHead, type ReceivedReceipt } from './receipts';

export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

/** What the form says of its receipt, for the idempotency fingerprint: its content, not where it lies. */
const receiptPart = z
  .object({ sha256: z.string().optional(), size: z.number().optional(), refused: z.string().optional() })
  .optional()
  .describe(`The receipt file: a picture or a PDF of at most ${BANK_RECEIPT_MAX_BYTES / 1024 / 1024} MB`);
const bankTransferForm = bankTransferFields.extend({ [BANK_RECEIPT_FIELD]: receiptPart });

async function drain(stream: AsyncIterable<unknown>) {
  for await (const _chunk of stream) {
    // Nothing is kept.
  }
}

function sha256Of(path: string) {
  return new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/**
 * `POST /bank-transfers` (a multipart form) and `GET /bank-transfers`. The form is read whole before
 * the handler, so that the Idempotency-Key middleware, which every route moving money requires, can
 * fingerprint it: the text fields as sent and the receipt by the SHA-256 of its bytes. The receipt is
 * written to the spool folder as it arrives (only its first 4 KB in memory), refused at once when it
 * is too large or neither a picture nor a PDF, and whatever is left in the spool folder once the reply
 * is sent (a refused form, a replay) is removed. The guard runs before a byte of the form is read.
 */
export async function registerBankTransferRoutes(
  app: FastifyInstance,
  deps: { transfers: BankTransfers; guards: AuthGuards; store: MediaStore },
) {
  const { transfers, guards, store } = deps;
  const received = new WeakMap<FastifyRequest, ReceivedReceipt>();

  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: false,
      limits: { fileSize: BANK_RECEIPT_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
      async onFile(this: FastifyRequest, part: MultipartFile & { value?: unknown }) {
        if (part.fieldname !== BANK_RECEIPT_FIELD || received.has(this)) return drain(part.file);
        const spooled = await spoolUpload(part.file, {
          dir: store.spoolDir,
          maxBytes: BANK_RECEIPT_MAX_BYTES,
          accept: isReceiptHead,
        });
        received.set(this, spooled);
        part.value =
          spooled.status === 'stored'
            ? { sha256: await sha256Of(spooled.path), size: spooled.size }
            : { refused: spooled.status };
      },
    });
    scope.addHook('onResponse', async (request) => {
      const receipt = received.get(request);
      // A kept receipt was moved out of the spool folder; this removes only what was not.
      if (receipt?.status === 'stored') await discardSpooled([receipt.path]);
    });

    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/bank-transfers',
      {
        onRequest: guards.verified,
        config: { idempotent: 'required' },
        schema: {
          tags: ['wallet'],
          summary:
            'Top up by bank transfer (multipart field "receipt", with the fields amount and operation_number); decided within 3 days',
          consumes: ['multipart/form-data'],
          body: bankTransferForm,
          response: { 200: successEnvelope(bankTransferSchema) },
        },
      },
      async (request) => {
        // A JSON body may name a receipt; only a file part of a multipart form is one.
        const receipt = request.isMultipart() ? received.get(request) : undefined;
        return ok(await transfers.create(accountOf(request).actor, request.body, receipt));
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/bank-transfers',
    {
      preHandler: guards.verified,
      schema: {
        tags: ['wallet'],
        summary: 'My top-ups by bank transfer, newest first',
        querystring: pageQuery,
        response: { 200: pagedEnvelope(bankTransferSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await transfers.list(
        accountOf(request).actor,
        request.query.page,
      );
      return paged(items, page, perPage, total);
    },
  );
}
