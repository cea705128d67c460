/**
 * What this browser last sent to the site for web push, kept in localStorage: the subscription's
 * endpoint and the account it was sent for. The subscription goes to the API again only when one of
 * them changed (the `update-fcm-token` rule of the mobile apps): a new endpoint from the push
 * service, another account, or a new session. A new session always starts on a page for a guest (the
 * login page), which forgets the record, so the next signed-in page sends the subscription again
 * under that session.
 */

export const PUSH_MEMORY_KEY = 'wasla.push.sent';

/** The logout form's field with the endpoint this browser sent, for the API to forget it. */
export const LOGOUT_ENDPOINT_FIELD = 'push_endpoint';

export type SentSubscription = { endpoint: string; userId: number };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it cannot be used (blocked, private mode in old Safari). */
export function pushStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSent(store: Store | null): SentSubscription | null {
  try {
    const value = JSON.parse(store?.getItem(PUSH_MEMORY_KEY) ?? 'null') as Partial<SentSubscription> | null;
    return typeof value?.endpoint === 'string' && Number.isSafeInteger(value.userId)
      ? { endpoint: value.endpoint, userId: value.userId as number }
      : null;
  } catch {
    return null;
  }
}

export function rememberSent(store: Store | null, sent: SentSubscription) {
  try {
    store?.setItem(PUSH_MEMORY_KEY, JSON.stringify(sent));
  } catch {
    // A full or blocked storage: the subscription is sent again next time, which changes nothing.
  }
}

export function forgetSent(store: Store | null) {
  try {
    store?.removeItem(PUSH_MEMORY_KEY);
  } catch {
    // Nothing was kept, then.
  }
}

/** Whether the subscription must go to the API: it never went, or went for another endpoint or account. */
export function needsSending(sent: SentSubscription | null, now: SentSubscription): boolean {
  return sent?.endpoint !== now.endpoint || sent.userId !== now.userId;
}

/** A VAPID public key (base64url, as the API gives it) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key: the site's keys may have been replaced since. */
export function sameKey(subscribedWith: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!subscribedWith || subscribedWith.byteLength !== key.length) return false;
  const bytes = new Uint8Array(subscribedWith);
  return bytes.every((byte, i) => byte === key[i]);
}
