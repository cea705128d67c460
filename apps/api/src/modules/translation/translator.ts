import type { Language } from '@wasla/shared/languages';

/**
 * Machine translation through a LibreTranslate-compatible server (self-hosted or a hosted instance).
 * Without TRANSLATE_URL there is no translator and the feature reports itself as not configured.
 */

export type TranslationInput = {
  text: string;
  source: Language | 'auto';
  target: Language;
  format: 'text' | 'html';
};

export type Translator = { translate(input: TranslationInput): Promise<string> };

export type TranslatorOptions = {
  url?: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Why a translation could not be had; the caller shows "try later", never the server's own words. */
export type TranslationFailure = 'unreachable' | 'timeout' | 'refused' | 'malformed';

export class TranslationUnavailableError extends Error {
  constructor(
    readonly reason: TranslationFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Translation unavailable (${reason}): ${detail}`, options);
    this.name = 'TranslationUnavailableError';
  }
}

// Long enough for a page of text on a small server, short enough that a form does not hang.
export const DEFAULT_TRANSLATE_TIMEOUT_MS = 8_000;

// The server's reason for a refusal is worth a log line, not a whole HTML error page.
const MAX_DETAIL_CHARS = 200;

export function createTranslator(options: TranslatorOptions): Translator | undefined {
  if (!options.url) return undefined;
  // A base path is kept: "https://host/libre" posts to "https://host/libre/translate".
  const endpoint = new URL('translate', options.url.endsWith('/') ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TRANSLATE_TIMEOUT_MS;
  const send = options.fetch ?? fetch;

  return {
    async translate({ text, source, target, format }) {
      // Nothing to translate: spare the server a request it would refuse ("missing q") or echo back.
      if (!text.trim() || source === target) return text;
      const body = {
        q: text,
        source,
        target,
        format,
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };

      let response: Response;
      let reply: unknown;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          const detail = (await response.text()).slice(0, MAX_DETAIL_CHARS);
          throw new TranslationUnavailableError('refused', `HTTP ${response.status} ${detail}`.trim());
        }
        reply = await response.json().catch((cause: unknown) => {
          // The body timing out mid-way is still a timeout, not a malformed reply.
          if (isTimeout(cause)) throw cause;
          throw new TranslationUnavailableError('malformed', 'reply is not JSON', { cause });
        });
      } catch (error) {
        if (error instanceof TranslationUnavailableError) throw error;
        if (isTimeout(error))
          throw new TranslationUnavailableError('timeout', `no reply within ${timeoutMs} ms`, {
            cause: error,
          });
        throw new TranslationUnavailableError('unreachable', String(error), { cause: error });
      }

      const translated = (reply as { translatedText?: unknown } | null)?.translatedText;
      if (typeof translated !== 'string')
        throw new TranslationUnavailableError('malformed', 'reply has no translatedText string');
      return translated;
    },
  };
}

// AbortSignal.timeout aborts with a "TimeoutError"; fetch may pass it on as is or as the cause.
function isTimeout(error: unknown): boolean {
  const named = (e: unknown) => e instanceof Error && e.name === 'TimeoutError';
  return named(error) || (error instanceof Error && named(error.cause));
}
