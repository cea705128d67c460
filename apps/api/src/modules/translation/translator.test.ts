import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTranslator, TranslationUnavailableError, type Translator } from './translator';

type Received = { method?: string; url?: string; contentType?: string; body: Record<string, unknown> };

// A stand-in for LibreTranslate: POST /translate with JSON, replies { translatedText }. The text of the
// request chooses the behaviour, so one server covers the good, the refused, the slow and the odd reply.
let server: Server;
let baseUrl: string;
let received: Received[] = [];

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  received.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });

  if (req.method !== 'POST' || !['/translate', '/libre/translate'].includes(req.url ?? ''))
    return reply(res, 404, { error: 'Not Found' });
  if (body.api_key === 'wrong') return reply(res, 403, { error: 'Invalid API key' });
  switch (body.q) {
    case 'fail':
      return reply(res, 500, { error: 'Cannot translate text: model crashed' });
    case 'slow':
      setTimeout(() => reply(res, 200, { translatedText: 'too late' }), 1_000).unref();
      return;
    case 'slow body':
      // Headers arrive at once, the JSON never finishes.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"translatedText": "ha');
      return;
    case 'not json':
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>proxy error</html>');
    case 'no text':
      return reply(res, 200, { translated: 'hello' });
    case 'null':
      return reply(res, 200, null);
  }
  const translatedText = `[${body.target}] ${body.q}`;
  return reply(
    res,
    200,
    body.source === 'auto' ? { translatedText, detectedLanguage: { language: 'ar' } } : { translatedText },
  );
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationUnavailableError);
  return error as TranslationUnavailableError;
}

describe('translator', () => {
  it('is not configured without an address', () => {
    expect(createTranslator({})).toBeUndefined();
    expect(createTranslator({ url: '', apiKey: 'key' })).toBeUndefined();
  });

  it('posts the text as JSON to /translate and returns the translation', async () => {
    const translator = createTranslator({ url: baseUrl })!;
    const text = await translator.translate({ text: 'مرحبا', source: 'ar', target: 'en', format: 'text' });
    expect(text).toBe('[en] مرحبا');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/translate',
        contentType: 'application/json',
        body: { q: 'مرحبا', source: 'ar', target: 'en', format: 'text' },
      },
    ]);
  });

  it('sends the key when there is one, and html and auto as given', async () => {
    const translator = createTranslator({ url: `${baseUrl}/`, apiKey: 'secret' })!;
    const html = '<p>Bonjour <b>monde</b></p>';
    expect(await translator.translate({ text: html, source: 'auto', target: 'tr', format: 'html' })).toBe(
      `[tr] ${html}`,
    );
    expect(received[0]).toMatchObject({
      url: '/translate',
      body: { q: html, source: 'auto', target: 'tr', format: 'html', api_key: 'secret' },
    });
  });

  it('keeps a base path of the address', async () => {
    const translator = createTranslator({ url: `${baseUrl}/libre` })!;
    await translator.translate({ text: 'hello', source: 'en', target: 'fr', format: 'text' });
    expect(received[0]?.url).toBe('/libre/translate');
  });

  it('asks nothing when there is nothing to translate', async () => {
    const translator = createTranslator({ url: baseUrl })!;
    expect(await translator.translate({ text: '  ', source: 'en', target: 'fr', format: 'text' })).toBe('  ');
    expect(await translator.translate({ text: 'hello', source: 'en', target: 'en', format: 'text' })).toBe(
      'hello',
    );
    expect(received).toEqual([]);
  });

  it('reports an error reply as unavailable, with the status for the logs', async () => {
    const translator = createTranslator({ url: baseUrl })!;
    const error = await failure(
      translator.translate({ text: 'fail', source: 'en', target: 'ar', format: 'text' }),
    );
    expect(error.reason).toBe('refused');
    expect(error.message).toContain('HTTP 500');
    expect(error.message).toContain('model crashed');
  });

  it('reports a refused key and a wrong address as unavailable', async () => {
    const wrongKey = createTranslator({ url: baseUrl, apiKey: 'wrong' })!;
    const refused = await failure(
      wrongKey.translate({ text: 'hi', source: 'en', target: 'ar', format: 'text' }),
    );
    expect(refused.message).toContain('HTTP 403');
    const wrongPath = createTranslator({ url: `${baseUrl}/nothing-here` })!;
    const missing = await failure(
      wrongPath.translate({ text: 'hi', source: 'en', target: 'ar', format: 'text' }),
    );
    expect(missing).toMatchObject({ reason: 'refused' });
  });

  it('gives up on a slow reply after the timeout', async () => {
    const translator = createTranslator({ url: baseUrl, timeoutMs: 100 })!;
    const started = performance.now();
    const error = await failure(
      translator.translate({ text: 'slow', source: 'en', target: 'ar', format: 'text' }),
    );
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('gives up on a reply whose body never finishes', async () => {
    const translator = createTranslator({ url: baseUrl, timeoutMs: 150 })!;
    const error = await failure(
      translator.translate({ text: 'slow body', source: 'en', target: 'ar', format: 'text' }),
    );
    expect(error.reason).toBe('timeout');
  });

  it.each(['not json', 'no text', 'null'])('reports a malformed reply (%s) as unavailable', async (text) => {
    const translator = createTranslator({ url: baseUrl })!;
    const error = await failure(translator.translate({ text, source: 'en', target: 'ar', format: 'text' }));
    expect(error.reason).toBe('malformed');
  });

  it('reports a server that is not there as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const translator: Translator = createTranslator({ url: `http://127.0.0.1:${port}` })!;
    const error = await failure(
      translator.translate({ text: 'hi', source: 'en', target: 'ar', format: 'text' }),
    );
    expect(error.reason).toBe('unreachable');
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ translatedText: 'Merhaba' }), { status: 200 });
    };
    const translator = createTranslator({ url: 'https://translate.example.com', fetch: fakeFetch })!;
    expect(await translator.translate({ text: 'Hello', source: 'en', target: 'tr', format: 'text' })).toBe(
      'Merhaba',
    );
    expect(calls).toEqual(['https://translate.example.com/translate']);
  });
});
