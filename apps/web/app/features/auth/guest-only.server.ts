import type { Language } from '@wasla/shared/languages';
import { type AppLoadContext, redirect } from 'react-router';
import { currentUser } from './current-user.server';

/** SPEC.md section 4: a signed-in user on a guest-only page goes home; one held at a gate, to it. */
export async function guestOnly(context: AppLoadContext, request: Request, lang: Language) {
  const { user, gate } = await currentUser(context, request, lang);
  if (user) throw redirect(`/${lang}`);
  if (gate === 'verify-email') throw redirect(`/${lang}/auth/verify-email`);
  if (gate === 'verify-phone') throw redirect(`/${lang}/auth/verify-phone-number`);
}
