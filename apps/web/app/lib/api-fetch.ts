/** The transport under the web's API client: the in-process host and `fetch` both fit it. */
export type ApiFetch = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer<ArrayBuffer> },
) => Promise<{ status: number; body: unknown }>;

export const httpApiFetch =
  (baseUrl: string, apiKey: string): ApiFetch =>
  async (path, init) => {
    const res = await fetch(new URL(path, baseUrl), {
      ...init,
      headers: { ...init.headers, 'x-api-key': apiKey },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
