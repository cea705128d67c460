import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_PER_MESSAGE } from '@wasla/shared/business-constants';
import type { ChatAttachment } from '@wasla/shared/contracts/chat';

/**
 * The chat's files before they are sent, as pure rules: what the picker offers, what is refused
 * here before a byte goes up (the API's own limits: CHAT_ATTACHMENT_MAX_BYTES each,
 * CHAT_ATTACHMENTS_PER_MESSAGE per message), how the upload route's reply reads, and how a voice
 * note is recorded and named. The API still judges every file by its first bytes.
 */

/** What the API recognises by content (apps/api/src/lib/file-sniffing.ts): pictures, sound, MP4 and PDF. */
export const CHAT_PICK_TYPES = 'image/*,audio/*,video/mp4,application/pdf';

export const MAX_MB = CHAT_ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** A type the browser did not name (empty) is left for the API to judge from the bytes. */
export function isOfferedType(type: string): boolean {
  if (!type) return true;
  return (
    type.startsWith('image/') ||
    type.startsWith('audio/') ||
    type === 'video/mp4' ||
    type === 'application/pdf'
  );
}

export type Refusal = { key: 'too_large' | 'bad_type' | 'too_many'; params: Record<string, number> };

/** Why a picked file cannot go with the message, before it is sent: `held` files are kept already. */
export function refusalOf(file: { size: number; type: string }, held: number): Refusal | null {
  if (held >= CHAT_ATTACHMENTS_PER_MESSAGE)
    return { key: 'too_many', params: { limit: CHAT_ATTACHMENTS_PER_MESSAGE } };
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return { key: 'too_large', params: { max: MAX_MB } };
  if (!isOfferedType(file.type)) return { key: 'bad_type', params: {} };
  return null;
}

export type UploadOutcome =
  | { ok: true; file: ChatAttachment }
  | { ok: false; message: string | null; tooLarge?: boolean };

/**
 * The upload route's reply for one file: the file kept, or the API's reason in the reader's words
 * (refused by its bytes, its size, the count), or nothing to say (a host's error page: the page says
 * it in its own words). A 413 is a host refusing the size before the API saw it.
 */
export function readUploadReply(status: number, text: string): UploadOutcome {
  if (status === 413) return { ok: false, message: null, tooLarge: true };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: null };
  }
  const reply = body as {
    ok?: boolean;
    files?: ChatAttachment[];
    rejected?: { name: string; message: string }[];
    text?: string;
  } | null;
  if (reply?.ok === true) {
    const file = reply.files?.[0];
    if (file) return { ok: true, file };
    return { ok: false, message: reply.rejected?.[0]?.message ?? null };
  }
  return { ok: false, message: reply?.text || null };
}

/** The recording formats tried in order: Opus in WebM or Ogg (sniffed by the API), else MP4 audio (Safari). */
const VOICE_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/** The first recording format the browser supports; null when it records none of them. */
export function voiceMimeType(isTypeSupported: (type: string) => boolean): string | null {
  return VOICE_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

/** A voice note's file name from its type and the time it was made: `voice-note-20260101-093005.webm`. */
export function voiceFileName(mime: string, at: Date): string {
  const base = mime.split(';')[0]!.trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `voice-note-${stamp}.${EXTENSIONS[base] ?? 'webm'}`;
}

/** A recording's length as a clock shows it: 0:07, 2:45, 12:03. */
export function recordingClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
