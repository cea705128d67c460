import { VIDEO_PLAYER_ORIGINS } from '@wasla/shared/service-rules/video-links';

/**
 * The page policy: our own origin only, and inline scripts only with this response's nonce. A card
 * gateway on another origin (`gatewayOrigin`) is where card forms send the card to be tokenised and
 * where the bank's 3-D Secure page is; the sandbox mounted on our own origin needs nothing more.
 */
export function contentSecurityPolicy(nonce: string, gatewayOrigin: string | null = null) {
  const gateway = gatewayOrigin ? ` ${gatewayOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${gateway}`,
    // Videos on service pages play in the YouTube (no-cookie) and Vimeo players, and nowhere else.
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${gateway}`,
    "object-src 'none'",
  ].join('; ');
}
