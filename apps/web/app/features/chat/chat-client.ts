import type { Language } from '@wasla/shared/languages';
import type { ChatIO, ConversationPage, SendOutcome } from './chat-types';
import type { DealCardData, DealCardLoad } from './deal-cards-store';

/** A UUID v4 for a message's client id; `randomUUID` exists only on secure pages, random bytes everywhere. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`chat request answered ${res.status}`);
  return (await res.json()) as T;
}

/** The chat store's way to the API in the browser: the web app's JSON routes under /{lang}/chat-data. */
export function browserChatIO(lang: Language): ChatIO {
  const base = `/${lang}/chat-data`;
  const get = <T>(path: string) =>
    fetch(`${base}${path}`, { headers: { accept: 'application/json' } }).then(json<T>);
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    conversations: ({ page, title }) =>
      get<ConversationPage>(
        `/conversations?${new URLSearchParams({ page: String(page), ...(title ? { title } : {}) })}`,
      ),
    messages: (id, query) => {
      const search = new URLSearchParams();
      if (query.before_seq) search.set('before_seq', String(query.before_seq));
      if (query.after_seq !== undefined) search.set('after_seq', String(query.after_seq));
      return get(`/${id}/messages${search.size ? `?${search}` : ''}`);
    },
    async send(request) {
      const res = await post('/messages', request);
      const body = (await res.json().catch(() => null)) as SendOutcome | null;
      return body && 'ok' in body ? body : { ok: false, status: res.status };
    },
    now: () => Date.now(),
    uuid: newClientId,
    isVisible: () => document.visibilityState === 'visible',
  };
}

/** Mute, unmute, block or unblock; the conversation as it now stands, or the API's words. */
export async function changeStatus(lang: Language, id: number, status: string) {
  const res = await fetch(`/${lang}/chat-data/${id}/status`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  const body = await res.json().catch(() => null);
  return (body ?? { ok: false, status: res.status }) as
    | { ok: true; conversation: import('@wasla/shared/contracts/chat').Conversation }
    | { ok: false; status: number; text?: string };
}

/** Reports a conversation to the support team; a refusal carries the API's words. */
export async function reportConversation(lang: Language, id: number, reason: string) {
  const res = await fetch(`/${lang}/chat-data/${id}/report`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ reason }),
  });
  const body = await res.json().catch(() => null);
  return (body ?? { ok: false, status: res.status }) as
    | { ok: true }
    | { ok: false; status: number; text?: string };
}

/** A deal as its cards show it; 'missing' when the reader may no longer read it (404). */
export function dealCardLoader(lang: Language): DealCardLoad {
  return async (dealId, withReviews) => {
    const res = await fetch(`/${lang}/chat-data/deal-cards/${dealId}${withReviews ? '?reviews=1' : ''}`, {
      headers: { accept: 'application/json' },
    });
    if (res.status === 404) return 'missing';
    return json<DealCardData>(res);
  };
}
