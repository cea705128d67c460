import { signUpVerified, type TestApp } from '@wasla/api/testing';
import type { RenderedPage } from './page-renderer';

/** A signed-up, verified account as the page tests use it: its API headers, its id, its session cookie. */
export type PageMember = Awaited<ReturnType<typeof signUpVerified>> & { id: number; cookie: string };

export async function pageMember(t: TestApp, name: string): Promise<PageMember> {
  const made = await signUpVerified(t, name);
  const me = await t.api('GET', '/user-information', { headers: made.auth });
  return { ...made, id: me.json().data.id, cookie: `wasla_at=${encodeURIComponent(made.token)}` };
}

/** The text a reader sees on a rendered page: no scripts, no tags, no direction marks, spaces folded. */
export const pageText = (page: RenderedPage) =>
  page.sent
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\s\u00a0\u200e\u200f\u2066-\u2069]+/g, ' ');
