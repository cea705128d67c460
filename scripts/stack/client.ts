// biome-ignore lint/suspicious/noExplicitAny: each check reads the fields of the reply it asked for.
export type Reply = { status: number; headers: Headers; body: any };

/**
 * The API through the stack's proxy, as the site's pages call it: the web API key, JSON bodies, a
 * bearer token when signed in. Answers the status, the headers and the parsed body.
 */
export function apiClient(baseUrl: string, apiKey: string) {
  return async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'x-api-key': apiKey, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: FormData | string | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const reply = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
    const text = await reply.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: reply.status, headers: reply.headers, body: parsed };
  };
}
