import { loadConfig } from '@wasla/api/config';

/** The public origin for canonical links: PUBLIC_URL when configured, else the request's own. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL ? loadConfig().PUBLIC_URL : undefined;
  return (configured ?? new URL(request.url).origin).replace(/\/$/, '');
}
