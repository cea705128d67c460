import { Readable } from 'node:stream';
import { translator } from '@wasla/i18n/server-translator';
import { userSchema } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { type AppLoadContext, redirect } from 'react-router';
import { currentUser } from '../features/auth/current-user.server';
import type { AvatarReply } from '../features/profile/avatar-upload';
import { apiFor } from '../lib/api-client/client.server';
import { langOf } from '../lib/route-lang';
import { readSession, withCookies } from '../lib/session.server';
import { streamedBody } from '../lib/streamed-body.server';
import type { Route } from './+types/profile-avatar';

/** The access token from the HttpOnly cookie, refreshed first when it has expired or is about to. */
async function sessionToken(context: AppLoadContext, request: Request, lang: Language) {
  const session = readSession(request);
  if (session.token && !session.dueForRefresh) return { token: session.token, cookies: [] as string[] };
  const found = await currentUser(context, request, lang);
  return { token: found.token, cookies: found.cookies };
}

/**
 * `POST /:lang/my-profile/avatar`: the browser cannot call the API (the token never reaches page
 * scripts), so the photo comes here and streams on to `/upload-auth-media` as the signed-in user.
 * `intent=remove` removes the photo instead. Replies are JSON for the field, which sends with progress.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const { token, cookies } = await sessionToken(context, request, lang);
  const reply = (body: AvatarReply, status = 200) =>
    Response.json(body, {
      status,
      headers: withCookies(cookies, { 'cache-control': 'no-store' }),
    });
  if (!token) {
    return reply(
      { ok: false, code: 'unauthenticated', errors: { form: [translator(lang)('unauthenticated')] } },
      401,
    );
  }

  const api = apiFor(context, lang, { token });
  const contentType = request.headers.get('content-type') ?? '';
  let result: Awaited<ReturnType<typeof api.upload<typeof userSchema>>>;
  // A body that is not a form, or a form without a photo, goes on as an empty form, which the API
  // answers in words.
  const uploadNothing = async () => {
    const empty = new Response(new FormData());
    return api.upload(
      userSchema,
      '/upload-auth-media',
      Buffer.from(await empty.arrayBuffer()),
      empty.headers.get('content-type') ?? 'multipart/form-data',
    );
  };
  if (!request.body || !contentType.startsWith('multipart/form-data')) {
    result = await uploadNothing();
  } else {
    // The photo goes on as it arrives, never read whole here; only a removal, a form of one short
    // field, is read. Which one it is shows in the first part's headers.
    const body = streamedBody(request.body);
    const first = await body.firstFieldName().catch(() => undefined);
    if (first === 'intent') {
      const form = await new Response(Readable.toWeb(body.stream) as ReadableStream, {
        headers: { 'content-type': contentType },
      })
        .formData()
        .catch(() => new FormData());
      result =
        form.get('intent') === 'remove'
          ? await api.post(userSchema, '/delete-auth-media', undefined)
          : await uploadNothing();
    } else {
      result = await api.upload(userSchema, '/upload-auth-media', body.stream, contentType).finally(() => {
        // Not awaited: a refusal is answered at once while the rest of the upload is dropped.
        void body.discardRest();
      });
    }
  }

  if (result.ok) return reply({ ok: true, message: result.message?.txt[0] ?? '', user: result.data });
  const { txt, ...fields } = result.message;
  const errors = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  // The API's 302 and 303 mean "go elsewhere" in its own contract, not an HTTP redirect here.
  return reply(
    { ok: false, code: result.code, errors: txt ? { form: txt, ...errors } : errors },
    result.status >= 400 ? result.status : 409,
  );
}

/** The address only takes posts; a visit goes to the profile page. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/my-profile`);
}
