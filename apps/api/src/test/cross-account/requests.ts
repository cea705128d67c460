import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { multipartBody, picture } from '../services';
import { TEST_API_KEY, type TestApp } from '../test-app';
import type { Call } from './fixture';
import { ID_NAME } from './operations';

/** Where an id sits in a call: `['path', 'id']`, `['query', 'provider_id']`, `['body', 'properties', 0, 'id']`. */
export type Slot = (string | number)[];

const small = picture('#2a9d8f', 40, 30);

export async function send(
  t: TestApp,
  method: string,
  template: string,
  call: Call,
  auth: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  let url = template;
  for (const [name, value] of Object.entries(call.path ?? {}))
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  const query = Object.entries(call.query ?? {}).map(
    ([name, value]) => `${name}=${encodeURIComponent(String(value))}`,
  );
  if (query.length) url += `?${query.join('&')}`;
  const headers: Record<string, string> = {
    'x-api-key': TEST_API_KEY,
    accept: 'application/json',
    'content-language': 'en',
    // A new key each time: routes that move money refuse a request without one, and every call
    // here is a request of its own, never a retry of another.
    ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    ...auth,
  };
  let payload: string | Buffer | undefined;
  if (call.upload) {
    const form = await multipartBody(
      [{ bytes: await small, name: 'cross-account.jpg', type: 'image/jpeg' }],
      call.upload,
    );
    payload = form.body;
    headers['content-type'] = form.contentType;
  } else if (call.body !== undefined) {
    payload = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

function bodySlots(value: unknown, at: Slot): Slot[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => bodySlots(item, [...at, i]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, sub]) =>
    ID_NAME.test(name) && (typeof sub === 'number' || typeof sub === 'string' || Array.isArray(sub))
      ? [[...at, name]]
      : bodySlots(sub, [...at, name]),
  );
}

/** Every id a call carries. */
export function slotsOf(call: Call): Slot[] {
  return [
    ...Object.keys(call.path ?? {}).map((name) => ['path', name]),
    ...Object.keys(call.query ?? {})
      .filter((name) => ID_NAME.test(name))
      .map((name) => ['query', name]),
    ...bodySlots(call.body, ['body']),
  ];
}

export function valueAt(call: Call, slot: Slot): unknown {
  return slot.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], call);
}

/** A copy of `call` with the value at `slot` replaced; an id list takes the value as its only item. */
export function withValue(call: Call, slot: Slot, value: unknown): Call {
  const set = (target: unknown, [key, ...rest]: Slot): unknown => {
    const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
      string | number,
      unknown
    >;
    if (rest.length) copy[key!] = set(copy[key!], rest);
    else copy[key!] = Array.isArray(copy[key!]) && !Array.isArray(value) ? [value] : value;
    return copy;
  };
  return set(call, slot) as Call;
}

export const slotName = (slot: Slot) => `${slot[0]} ${slot.slice(1).join('.')}`;

/**
 * Ids no row has: the largest id PostgreSQL's integer holds, and a key no slug or code takes. A
 * stranger must not be able to tell someone's private id from these.
 */
export const absentValue = (value: unknown) =>
  typeof value === 'string' && !/^\d+$/.test(value) ? 'absent-key-0000' : 2147483647;

/** Ids past PostgreSQL's integer and at the end of the safe doubles, and an id with a NUL byte. */
export const HOSTILE_ID_VALUES: unknown[] = [2147483648, 2 ** 53, '1\u0000'];

/** The texts of `secrets` that `reply` shows. */
export const leaked = (reply: string, secrets: string[]) => secrets.filter((s) => reply.includes(s));
