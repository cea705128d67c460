import type { ApiFetch } from './lib/api-fetch';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process when the host provides it; over HTTP otherwise (development). */
    apiFetch?: ApiFetch;
    /** A fresh value per response for the Content-Security-Policy of inline scripts. */
    nonce?: string;
    /** The visitor's network address, as the host sees it (behind a trusted proxy, the forwarded one). */
    clientAddress?: string;
    /** The site's public address (PUBLIC_URL) as the server running the pages was configured. */
    publicOrigin?: string;
  }
}
