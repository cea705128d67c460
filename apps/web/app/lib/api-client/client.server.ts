import type { Readable } from 'node:stream';
import { readSettings } from '@wasla/config';
import type { Language } from '@wasla/shared/languages';
import { type AppLoadContext, data } from 'react-router';
import type { z } from 'zod';
import { type ApiFetch, httpApiFetch } from '../api-fetch';
import { type ApiFailure, checked, checkedFailure } from './reply-check';

export type { ApiFailure } from './reply-check';

/** A success reply whose `data` is what the contract `S` describes. */
export type Reply<S extends z.ZodType> = { error: false; data: z.output<S>; message?: { txt: string[] } };

let devTransport: ApiFetch | undefined;
function transport(context: AppLoadContext): ApiFetch {
  if (context.apiFetch) return context.apiFetch;
  const config = readSettings();
  devTransport ??= httpApiFetch(config.API_URL, config.API_KEY);
  return devTransport;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The envelope of a success, its `data` checked against the contract the call named. */
function successOf<S extends z.ZodType>(contract: S, body: unknown, where: string): Reply<S> {
  const envelope = body as { error?: unknown; data?: unknown } | null;
  if (envelope?.error !== false) {
    throw new Error(`${where}: a success reply without the success envelope`);
  }
  checked(contract, envelope.data, where);
  return envelope as Reply<S>;
}

/**
 * `idempotencyKey`: the form's own attempt id, sent as `Idempotency-Key` on routes that take one, so a
 * form sent twice (a double click, a resend after a lost reply) makes one thing, not two.
 */
export type WriteOptions = { idempotencyKey?: string };

/**
 * The API as loaders and actions see it: the contract's headers from the page's language and
 * currency. Every call names the shared contract of the `data` it expects (packages/shared/src/
 * contracts); in development and tests the reply is parsed with it, and a mismatch throws a
 * ReplyContractError instead of reaching a page. A failed read becomes a thrown response with the
 * API's status, so the error page shows.
 */
export function apiFor(
  context: AppLoadContext,
  lang: Language,
  options: { currency?: string; token?: string; userAgent?: string | null } = {},
) {
  const headers: Record<string, string> = {
    // The visitor's browser, passed on where the API tells people from crawlers (visits count people).
    ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    accept: 'application/json',
    'content-language': lang,
    platform: 'web',
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  const call = (method: string, path: string, body?: unknown, write: WriteOptions = {}) =>
    transport(context)(`/api/v1${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(write.idempotencyKey ? { 'idempotency-key': write.idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A write's outcome: success with its data, a failure as a value, or a thrown 5xx. */
  function written<S extends z.ZodType>(contract: S, res: { status: number; body: unknown }, where: string) {
    if (isSuccess(res.status)) return { ok: true as const, ...successOf(contract, res.body, where) };
    if (res.status >= 500) throw data(res.body, { status: res.status });
    return { ok: false as const, status: res.status, ...checkedFailure(res.body, where) };
  }

  return {
    async get<S extends z.ZodType>(contract: S, path: string): Promise<z.output<S>> {
      const res = await call('GET', path);
      if (res.status !== 200) throw data(res.body, { status: res.status });
      return successOf(contract, res.body, `GET ${path}`).data;
    },
    /**
     * A private file of the API (a deal's attachment) for the browser, which cannot call the API
     * itself: its bytes and headers, or a thrown response with the API's status.
     */
    async file(path: string) {
      const res = await transport(context)(`/api/v1${path}`, { method: 'GET', headers, raw: true });
      if (res.status !== 200) throw data(null, { status: res.status });
      return { body: res.body as Buffer, headers: res.headers ?? {} };
    },
    /** A call whose status the caller handles (401, 406, 412 … mean something to the shell). */
    async request<S extends z.ZodType>(contract: S, method: string, path: string, body?: unknown) {
      const res = await call(method, path, body);
      const where = `${method} ${path}`;
      return isSuccess(res.status)
        ? { status: res.status, body: successOf(contract, res.body, where) as Reply<S> | ApiFailure }
        : { status: res.status, body: checkedFailure(res.body, where) as Reply<S> | ApiFailure };
    },
    /** Writes report failures as values, so forms can show field errors beside the fields. */
    async post<S extends z.ZodType>(contract: S, path: string, body: unknown, write?: WriteOptions) {
      return this.send(contract, 'POST', path, body, write);
    },
    /** A write with another method (PATCH, PUT, DELETE), failures as values as `post` does. */
    async send<S extends z.ZodType>(
      contract: S,
      method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      path: string,
      body?: unknown,
      write?: WriteOptions,
    ) {
      return written(contract, await call(method, path, body, write), `${method} ${path}`);
    },
    /**
     * A multipart write: `body` is already encoded, or streamed on as it arrives, and `contentType`
     * carries its boundary.
     */
    async upload<S extends z.ZodType>(
      contract: S,
      path: string,
      body: Buffer<ArrayBuffer> | Readable,
      contentType: string,
      write: WriteOptions = {},
    ) {
      const res = await transport(context)(`/api/v1${path}`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': contentType,
          ...(write.idempotencyKey ? { 'idempotency-key': write.idempotencyKey } : {}),
        },
        body,
      });
      return written(contract, res, `POST ${path}`);
    },
  };
}

export type Api = ReturnType<typeof apiFor>;
