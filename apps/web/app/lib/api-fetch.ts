import type { Readable } from 'node:stream';

/**
 * The transport under the web's API client: the in-process host and `fetch` both fit it. A body may
 * be a stream (an upload passed on as it arrives).
 */
export type ApiFetch = (
  path: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | Buffer<ArrayBuffer> | Readable;
    /** The reply's bytes as they are (a private file), with its headers, rather than parsed JSON. */
    raw?: boolean;
  },
) => Promise<{ status: number; body: unknown; headers?: Record<string, string | undefined> }>;

/** The headers a file reply passes on to the browser. */
export const FILE_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

export const httpApiFetch =
  (baseUrl: string, apiKey: string): ApiFetch =>
  async (path, { raw, ...init }) => {
    const streamed = init.body !== undefined && typeof init.body === 'object' && !Buffer.isBuffer(init.body);
    const res = await fetch(new URL(path, baseUrl), {
      ...init,
      // fetch sends any async iterable of bytes; a streamed request body must say it is one-way.
      body: init.body as RequestInit['body'],
      headers: { ...init.headers, 'x-api-key': apiKey },
      ...(streamed ? { duplex: 'half' } : {}),
    } as RequestInit);
    if (raw) {
      const headers = Object.fromEntries(
        FILE_HEADERS.map((name) => [name, res.headers.get(name) ?? undefined]),
      );
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers };
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
