import type { Readable } from 'node:stream';
import { readSettings } from '@wasla/config';
import type { Language } from '@wasla/shared/languages';
import { type AppLoadContext, data } from 'react-router';
import { type ApiFetch, httpApiFetch } from './api-fetch';

type Envelope<T> = { error: false; data: T; message?: { txt: string[] } };
export type ApiFailure = {
  error: true;
  code: string;
  message: { txt?: string[] } & Record<string, string[] | undefined>;
};

let devTransport: ApiFetch | undefined;
function transport(context: AppLoadContext): ApiFetch {
  if (context.apiFetch) return context.apiFetch;
  const config = readSettings();
  devTransport ??= httpApiFetch(process.env.API_URL ?? 'http://127.0.0.1:3001', config.API_KEY);
  return devTransport;
}

/**
 * The API as loaders and actions see it: the contract's headers from the page's language and
 * currency. A failed read becomes a thrown response with the API's status, so the error page shows.
 */
export function apiFor(
  context: AppLoadContext,
  lang: Language,
  options: { currency?: string; token?: string } = {},
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-language': lang,
    platform: 'web',
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  const call = (method: string, path: string, body?: unknown) =>
    transport(context)(`/api/v1${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    async get<T>(path: string): Promise<T> {
      const res = await call('GET', path);
      if (res.status !== 200) throw data(res.body, { status: res.status });
      return (res.body as Envelope<T>).data;
    },
    /** A read whose status the caller handles (401, 406, 412 … mean something to the shell). */
    async request<T>(method: string, path: string, body?: unknown) {
      const res = await call(method, path, body);
      return { status: res.status, body: res.body as Envelope<T> | ApiFailure };
    },
    /** Writes report failures as values, so forms can show field errors beside the fields. */
    async post<T>(path: string, body: unknown) {
      return this.send<T>('POST', path, body);
    },
    /** A write with another method (PATCH, PUT, DELETE), failures as values as `post` does. */
    async send<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) {
      const res = await call(method, path, body);
      if (res.status >= 200 && res.status < 300) return { ok: true as const, ...(res.body as Envelope<T>) };
      if (res.status >= 500) throw data(res.body, { status: res.status });
      return { ok: false as const, status: res.status, ...(res.body as ApiFailure) };
    },
    /**
     * A multipart write: `body` is already encoded, or streamed on as it arrives, and `contentType`
     * carries its boundary.
     */
    async upload<T>(path: string, body: Buffer<ArrayBuffer> | Readable, contentType: string) {
      const res = await transport(context)(`/api/v1${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': contentType },
        body,
      });
      if (res.status >= 200 && res.status < 300) return { ok: true as const, ...(res.body as Envelope<T>) };
      if (res.status >= 500) throw data(res.body, { status: res.status });
      return { ok: false as const, status: res.status, ...(res.body as ApiFailure) };
    },
  };
}
