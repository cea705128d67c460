import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_PER_MESSAGE } from '@wasla/shared/business-constants';
import { describe, expect, it } from 'vitest';
import {
  isOfferedType,
  readUploadReply,
  recordingClock,
  refusalOf,
  voiceFileName,
  voiceMimeType,
} from './chat-attachments';

const file = { id: 3, kind: 'image', name: 'sketch.png', mime: 'image/png', size: 120, url: '/x' };

describe("the chat's files before they are sent", () => {
  it('refuse here what the API would: past the count, over the size, of a kind it does not take', () => {
    expect(refusalOf({ size: 1000, type: 'image/png' }, 0)).toBeNull();
    expect(refusalOf({ size: CHAT_ATTACHMENT_MAX_BYTES, type: 'application/pdf' }, 0)).toBeNull();
    expect(refusalOf({ size: CHAT_ATTACHMENT_MAX_BYTES + 1, type: 'image/png' }, 0)).toEqual({
      key: 'too_large',
      params: { max: 10 },
    });
    expect(refusalOf({ size: 10, type: 'application/zip' }, 0)).toEqual({ key: 'bad_type', params: {} });
    expect(refusalOf({ size: 10, type: 'image/png' }, CHAT_ATTACHMENTS_PER_MESSAGE)).toEqual({
      key: 'too_many',
      params: { limit: CHAT_ATTACHMENTS_PER_MESSAGE },
    });
  });

  it('offer pictures, sound, MP4 and PDF, and leave an unnamed type to the API', () => {
    for (const type of ['image/heic', 'audio/webm', 'audio/ogg', 'video/mp4', 'application/pdf', ''])
      expect(isOfferedType(type), type).toBe(true);
    for (const type of ['text/plain', 'video/quicktime', 'application/x-msdownload'])
      expect(isOfferedType(type), type).toBe(false);
  });

  it("read the upload route's reply: the file kept, the API's reason, or nothing to say", () => {
    expect(readUploadReply(200, JSON.stringify({ ok: true, files: [file], rejected: [] }))).toEqual({
      ok: true,
      file,
    });
    expect(
      readUploadReply(
        200,
        JSON.stringify({ ok: true, files: [], rejected: [{ name: 'a.exe', message: 'Only pictures…' }] }),
      ),
    ).toEqual({ ok: false, message: 'Only pictures…' });
    expect(readUploadReply(404, JSON.stringify({ ok: false, status: 404 }))).toEqual({
      ok: false,
      message: null,
    });
    expect(readUploadReply(415, JSON.stringify({ ok: false, text: 'Not understood' }))).toEqual({
      ok: false,
      message: 'Not understood',
    });
    expect(readUploadReply(413, '<html>Too large</html>')).toEqual({
      ok: false,
      message: null,
      tooLarge: true,
    });
    expect(readUploadReply(502, '<html>Bad gateway</html>')).toEqual({ ok: false, message: null });
  });

  it('record voice notes in a format the API sniffs, named by when they were made', () => {
    expect(voiceMimeType((type) => type === 'audio/webm;codecs=opus')).toBe('audio/webm;codecs=opus');
    expect(voiceMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(voiceMimeType(() => false)).toBeNull();
    const at = new Date(2026, 0, 2, 9, 5, 7);
    expect(voiceFileName('audio/webm;codecs=opus', at)).toBe('voice-note-20260102-090507.webm');
    expect(voiceFileName('audio/ogg', at)).toBe('voice-note-20260102-090507.ogg');
    expect(voiceFileName('audio/mp4', at)).toBe('voice-note-20260102-090507.m4a');
  });

  it('show how long a recording runs as a clock', () => {
    expect(recordingClock(0)).toBe('0:00');
    expect(recordingClock(7_900)).toBe('0:07');
    expect(recordingClock(165_000)).toBe('2:45');
    expect(recordingClock(-5)).toBe('0:00');
  });
});
