import type { ServiceMedium } from '@wasla/shared/contracts/services';

/** What `/:lang/edit-service/:id/media` answers. */
export type MediaUploadReply =
  | { ok: true; media: ServiceMedium[]; rejected: { name: string; message: string }[] }
  | { ok: false; code: string; message: string };

export type UploadOutcome =
  | { ok: true; rejected: string | null }
  | { ok: false; error: string; limitReached: boolean };

/** Reads the route's reply to one file, or a host's page (413, a proxy error) as one sentence. */
export function readUploadReply(
  status: number,
  text: string,
  fallbacks: { tooLarge: string; generic: string },
): UploadOutcome {
  if (status === 413) return { ok: false, error: fallbacks.tooLarge, limitReached: false };
  let body: MediaUploadReply | undefined;
  try {
    body = JSON.parse(text) as MediaUploadReply;
  } catch {
    body = undefined;
  }
  if (!body || typeof body.ok !== 'boolean')
    return { ok: false, error: fallbacks.generic, limitReached: false };
  if (!body.ok)
    return {
      ok: false,
      error: body.message || fallbacks.generic,
      limitReached: body.code === 'media_limit_reached',
    };
  if (body.rejected.length) return { ok: true, rejected: body.rejected.map((r) => r.message).join(' ') };
  return { ok: true, rejected: null };
}
