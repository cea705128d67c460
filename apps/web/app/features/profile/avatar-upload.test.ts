import { describe, expect, it } from 'vitest';
import { readAvatarReply } from './avatar-upload';

const fallbacks = { tooLarge: 'too large', generic: 'try again' };
const user = { id: 1, media: { medium: '/media/avatars/x.webp' } };

describe('readAvatarReply', () => {
  it('hands back the account and the server’s message', () => {
    const text = JSON.stringify({ ok: true, message: 'Saved.', user });
    expect(readAvatarReply(200, text, fallbacks)).toEqual({ ok: true, message: 'Saved.', user });
  });

  it('prefers the field’s own message, then the form’s', () => {
    const field = JSON.stringify({
      ok: false,
      code: 'validation_failed',
      errors: { avatar: ['Not a picture.'] },
    });
    expect(readAvatarReply(422, field, fallbacks)).toEqual({ ok: false, error: 'Not a picture.' });
    const form = JSON.stringify({
      ok: false,
      code: 'unauthenticated',
      errors: { form: ['Login required first.'] },
    });
    expect(readAvatarReply(401, form, fallbacks)).toEqual({ ok: false, error: 'Login required first.' });
  });

  it('puts its own words on replies that are not the route’s', () => {
    expect(readAvatarReply(413, 'Payload too large', fallbacks)).toEqual({ ok: false, error: 'too large' });
    expect(readAvatarReply(502, '<html>Bad gateway</html>', fallbacks)).toEqual({
      ok: false,
      error: 'try again',
    });
    expect(readAvatarReply(200, 'null', fallbacks)).toEqual({ ok: false, error: 'try again' });
    const empty = JSON.stringify({ ok: false, code: 'x', errors: {} });
    expect(readAvatarReply(400, empty, fallbacks)).toEqual({ ok: false, error: 'try again' });
  });
});
