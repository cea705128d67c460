import { isIP } from 'node:net';

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/**
 * Whether the server may post to a subscription's endpoint. The address comes from a browser, so on
 * a public site it must be an https address on the internet: never this machine or a private network
 * (the server would otherwise make requests inside its own network for anyone). A local site takes
 * any http(s) address, for a push service running beside it in tests.
 */
export function pushEndpointAllowed(endpoint: string, publicSite: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!publicSite) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return false;
  const ip = isIP(host);
  if (ip === 4) return !PRIVATE_V4.some((range) => range.test(host));
  // IPv6 literals: push services use names; any literal is refused rather than judged.
  if (ip === 6) return false;
  return host.includes('.');
}
