import { randomUUID } from 'node:crypto';
import { COOKIE_MAX_AGE_SECONDS } from '@wasla/shared/business-constants';
import { readCookie } from './cookies';
import { publicOrigin } from './site.server';

const DEVICE_COOKIE = 'wasla_device';
const secure = publicOrigin().startsWith('https:') ? '; Secure' : '';

/**
 * A random name of this browser, sent as `device_name` so that a visit counts once a device a day.
 * It says nothing about the person; a new one is made when the browser has none.
 */
export function deviceOf(request: Request): { device: string; cookie?: string } {
  const known = readCookie(request.headers.get('cookie'), DEVICE_COOKIE);
  if (known && /^[0-9a-f-]{36}$/.test(known)) return { device: known };
  const device = randomUUID();
  return {
    device,
    cookie: `${DEVICE_COOKIE}=${device}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}
