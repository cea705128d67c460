import type { User } from '@wasla/shared/contracts/auth';

/** What `/:lang/my-profile/avatar` replies: the updated account, or messages by field (`form` for the rest). */
export type AvatarReply =
  | { ok: true; message: string; user: User }
  | { ok: false; code: string; errors: Record<string, string[]> };

export type AvatarOutcome = { ok: true; user: User; message: string } | { ok: false; error: string };

/** Sentences for replies that are not the route's JSON: the host's 413 page, a proxy's error page. */
export type AvatarFallbacks = { tooLarge: string; generic: string };

/** Reads a reply of the avatar route into the account or one sentence to show beside the field. */
export function readAvatarReply(status: number, text: string, fallbacks: AvatarFallbacks): AvatarOutcome {
  if (status === 413) return { ok: false, error: fallbacks.tooLarge };
  let body: AvatarReply | undefined;
  try {
    body = JSON.parse(text) as AvatarReply;
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || typeof body.ok !== 'boolean') {
    return { ok: false, error: fallbacks.generic };
  }
  if (body.ok) return { ok: true, user: body.user, message: body.message };
  const list = body.errors.avatar ?? body.errors.form ?? Object.values(body.errors).flat();
  return { ok: false, error: list.join(' ') || fallbacks.generic };
}

export type Sent = { status: number; text: string } | 'network' | 'aborted';

/**
 * Posts a form with upload progress, which `fetch` cannot report yet; `abort` stops it. The promise
 * never rejects: a network failure and a stop are values. `headers` go with the request (an
 * Idempotency-Key, for one).
 */
export function postWithProgress(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  headers: Record<string, string> = {},
) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Sent>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve('network');
    xhr.ontimeout = () => resolve('network');
    xhr.onabort = () => resolve('aborted');
  });
  xhr.open('POST', url);
  xhr.setRequestHeader('accept', 'application/json');
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
