import { z } from 'zod';
import { textField } from './fields';

const base64url = textField.max(200).regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'validation.invalid' });

/** `POST /push-subscriptions`: what `PushSubscription.toJSON()` gives in a browser. */
export const pushSubscriptionRequest = z.object({
  endpoint: textField.max(1_000).pipe(z.url({ error: 'validation.invalid' })),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const pushUnsubscribeRequest = z.object({ endpoint: textField.max(1_000) });

export const pushPublicKeySchema = z.object({ public_key: z.string().nullable() });

/** The reply of `POST /push-subscriptions`: whether anything was written (the same one writes nothing). */
export const pushSubscribedSchema = z.object({ changed: z.boolean() });

/** What a push message carries to the service worker. */
export type PushMessage = { id: number; title: string; body: string; url: string };
