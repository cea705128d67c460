import { createTestApp, IN_MEMORY, signUpVerified, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { action } from './profile-avatar';

let t: TestApp;
let context: AppLoadContext;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  context = inProcessContext(t);
});
afterAll(() => t.close());

function post(form: FormData, token?: string) {
  const request = new Request('http://localhost/en/my-profile/avatar', {
    method: 'POST',
    body: form,
    headers: token ? { cookie: `wasla_at=${encodeURIComponent(token)}` } : {},
  });
  return action({ request, params: { lang: 'en' }, context } as Parameters<typeof action>[0]);
}

// A 1 × 1 PNG: the API decodes it by content and stores it re-encoded.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photoForm = async () => {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  return form;
};

/** A photo upload as the browser streams it, that never finishes sending, as a slow client does. */
function endlessPhotoUpload(token: string) {
  const boundary = '----wasla-avatar-test';
  const chunks = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
  ];
  const request = new Request('http://localhost/en/my-profile/avatar', {
    method: 'POST',
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
      },
    }),
    headers: {
      cookie: `wasla_at=${encodeURIComponent(token)}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    duplex: 'half',
  } as RequestInit);
  return action({ request, params: { lang: 'en' }, context } as Parameters<typeof action>[0]);
}

describe('avatar route of the web', () => {
  it('forwards the photo with the session cookie’s token, then removes it', async () => {
    const { token } = await signUpVerified(t);
    const uploaded = await post(await photoForm(), token);
    expect(uploaded.status).toBe(200);
    const body = await uploaded.json();
    expect(body).toMatchObject({ ok: true, message: 'Your profile photo has been updated.' });
    expect(body.user.media.medium).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

    const remove = new FormData();
    remove.append('intent', 'remove');
    const removed = await (await post(remove, token)).json();
    expect(removed).toMatchObject({ ok: true, user: { media: { medium: null } } });
  });

  it('passes the API’s field message on, and refuses a visitor without a session', async () => {
    const { token } = await signUpVerified(t);
    const form = new FormData();
    form.append('avatar', new Blob(['plain text'], { type: 'image/jpeg' }), 'photo.jpg');
    const refused = await post(form, token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      ok: false,
      errors: { avatar: ['This file is not a supported picture. Use a JPEG, PNG, GIF, WebP or AVIF photo.'] },
    });

    const guest = await post(await photoForm());
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ ok: false, errors: { form: ['Login required first.'] } });
  });

  it('streams the photo on, so an account the API holds back is answered before the photo is sent', async () => {
    const registered = await t.api('POST', '/register', {
      body: {
        name: 'Not Yet Verified',
        email: `unverified${Date.now()}@example.com`,
        password: 'Cedar&Falcon42',
        password_confirmation: 'Cedar&Falcon42',
      },
    });
    const { token } = registered.json().data;
    const answer = await Promise.race([
      endlessPhotoUpload(token),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 8000)),
    ]);
    expect(answer).not.toBe('no answer');
    expect((answer as Response).status).toBe(406);
    expect(await (answer as Response).json()).toMatchObject({ ok: false, code: 'email_not_verified' });
  });
});
