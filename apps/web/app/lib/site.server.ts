import { loadConfig } from '@wasla/api/config';

// Parsed once. Canonical links and the sitemap always use the configured address, never the Host
// header a visitor sends (which anyone can set).
const PUBLIC_ORIGIN = loadConfig().PUBLIC_URL.replace(/\/$/, '');

export function publicOrigin(): string {
  return PUBLIC_ORIGIN;
}
