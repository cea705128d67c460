import { VIDEO_PLAYER_ORIGINS } from '@wasla/shared/service-rules/video-links';

/** The page policy: our own origin only, and inline scripts only with this response's nonce. */
export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // Videos on service pages play in the YouTube (no-cookie) and Vimeo players, and nowhere else.
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
