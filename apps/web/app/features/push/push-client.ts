import type { Language } from '@wasla/shared/languages';
import {
  forgetSent,
  keyBytes,
  LOGOUT_ENDPOINT_FIELD,
  needsSending,
  pushStore,
  readSent,
  rememberSent,
  sameKey,
} from './push-memory';

/** How web push stands on this device, as the device control shows it. */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** What turning notifications on came to. */
export type TurnOnOutcome = 'on' | 'denied' | 'dismissed' | 'unavailable' | 'failed';

/** The service worker: at the root, so its scope is the whole site. */
const SERVICE_WORKER = '/sw.js';
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

/**
 * Whether this browser can receive web push here: a service worker, a push manager and notifications,
 * on a secure page (https, or this machine). Safari on iPhone has them only in a site added to the
 * Home Screen.
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The site's VAPID public key, or null when push is off on the server. */
async function publicKey(lang: Language): Promise<string | null> {
  const res = await fetch(`/${lang}/push-data/public-key`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`public key answered ${res.status}`);
  return ((await res.json()) as { public_key: string | null }).public_key;
}

/** Sends the subscription to the API for this account and session; remembers it once stored. */
async function send(lang: Language, subscription: PushSubscription, userId: number): Promise<boolean> {
  const res = await fetch(`/${lang}/push-data/subscription`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(subscription.toJSON()),
  });
  if (res.ok) rememberSent(pushStore(), { endpoint: subscription.endpoint, userId });
  return res.ok;
}

/** The push service's subscription for this site's key, made when there is none. */
async function subscribeWith(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // Made with keys the site no longer has: the push service would refuse what the site signs now.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * "Turn on notifications on this device": asks the browser's permission (only ever from a click),
 * registers the service worker, subscribes with the site's key and sends the subscription to the API.
 */
export async function turnOn(lang: Language, userId: number): Promise<TurnOnOutcome> {
  // Asked first, before anything else is awaited: browsers show the prompt only in answer to a click.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  try {
    const key = await publicKey(lang);
    if (!key) return 'unavailable';
    await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription = await subscribeWith(registration, keyBytes(key));
    return (await send(lang, subscription, userId)) ? 'on' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * "Turn off on this device": the API forgets the subscription, then the browser drops it. Should the
 * API not hear of it, its next push meets a push service that answers 410 and the API drops it then.
 */
export async function turnOff(lang: Language): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await fetch(`/${lang}/push-data/subscription`, {
      method: 'DELETE',
      headers: JSON_HEADERS,
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    }).catch(() => undefined);
    await subscription.unsubscribe();
  }
  forgetSent(pushStore());
}

/**
 * On a page load: a guest forgets what was sent (the next sign-in is a new session); a signed-in
 * account with notifications allowed sends this device's subscription if it changed since it was
 * last sent, or went for another account.
 */
export async function syncDevice(lang: Language, userId: number | null): Promise<void> {
  if (!pushSupported()) return;
  const store = pushStore();
  if (userId === null) {
    forgetSent(store);
    return;
  }
  if (Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) {
    forgetSent(store);
    return;
  }
  if (needsSending(readSent(store), { endpoint: subscription.endpoint, userId })) {
    await send(lang, subscription, userId).catch(() => false);
  }
}

/**
 * Logout stops the push client (SPEC.md section 4): the endpoint that was sent goes with the logout
 * form, whose action has the API forget it before the session ends, and the browser drops the
 * subscription. Runs as the form is submitted, so it adds the field before the form is read.
 */
export function stopPushOnLogout(form: HTMLFormElement) {
  const store = pushStore();
  const sent = readSent(store);
  forgetSent(store);
  if (sent && !form.elements.namedItem(LOGOUT_ENDPOINT_FIELD)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = LOGOUT_ENDPOINT_FIELD;
    field.value = sent.endpoint;
    form.append(field);
  }
  if (pushSupported()) {
    void currentSubscription()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined);
  }
}
