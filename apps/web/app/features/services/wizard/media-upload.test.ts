import { describe, expect, it } from 'vitest';
import { readUploadReply } from './media-upload';

const fallbacks = { tooLarge: 'too large', generic: 'generic' };

describe('readUploadReply', () => {
  it('reads stored and refused files', () => {
    expect(readUploadReply(200, JSON.stringify({ ok: true, media: [], rejected: [] }), fallbacks)).toEqual({
      ok: true,
      rejected: null,
    });
    expect(
      readUploadReply(
        200,
        JSON.stringify({ ok: true, media: [], rejected: [{ name: 'a.pdf', message: 'Not a PDF.' }] }),
        fallbacks,
      ),
    ).toEqual({ ok: true, rejected: 'Not a PDF.' });
  });

  it('knows the plan limit and pages that are not ours', () => {
    expect(
      readUploadReply(
        431,
        JSON.stringify({ ok: false, code: 'media_limit_reached', message: 'Limit' }),
        fallbacks,
      ),
    ).toEqual({
      ok: false,
      error: 'Limit',
      limitReached: true,
    });
    expect(readUploadReply(413, '<html>', fallbacks)).toMatchObject({ error: 'too large' });
    expect(readUploadReply(502, '<html>', fallbacks)).toMatchObject({ error: 'generic' });
  });
});
