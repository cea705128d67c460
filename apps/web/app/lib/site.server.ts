import { readSettings } from '@wasla/config';
import type { AppLoadContext } from 'react-router';

// Parsed once. Canonical links, the sitemap and shared addresses (the profile's QR code) always use
// the configured address, never the Host header a visitor sends (which anyone can set).
const PUBLIC_ORIGIN = readSettings().PUBLIC_URL.replace(/\/$/, '');

/**
 * The site's public address. The server that hosts the pages passes the PUBLIC_URL it was started
 * with; reading the environment again would miss a value given to it any other way (and fall back
 * to localhost). The environment is read only when pages run without that host (development).
 */
export function publicOrigin(context?: AppLoadContext): string {
  return context?.publicOrigin?.replace(/\/$/, '') ?? PUBLIC_ORIGIN;
}
