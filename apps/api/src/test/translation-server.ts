import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TranslationRequest = { url: string; q: string; source: string; target: string; format: string };

/**
 * A LibreTranslate-compatible server on a free local port, for tests and journeys that translate: it
 * answers the text with its target language in brackets at the start of its first text (`[en] …`),
 * inside the first tag of HTML, so a reader can tell a translation from its source. It keeps what it
 * was asked. No machine translation is installable from the registries here; the API speaks to this
 * exactly as to a real server (lib: modules/translation/translator.ts).
 */
export async function startTranslationServer() {
  const requests: TranslationRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const parsed = JSON.parse(body) as Omit<TranslationRequest, 'url'>;
      requests.push({ url: req.url ?? '', ...parsed });
      const mark = `[${parsed.target}] `;
      const translatedText =
        parsed.format === 'html' ? parsed.q.replace(/^(\s*(?:<[^>]+>)*)/, `$1${mark}`) : `${mark}${parsed.q}`;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ translatedText }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
