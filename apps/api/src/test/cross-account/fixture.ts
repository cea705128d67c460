import type { TeamRole } from '../../lib/policy/actor';
import type { World } from './world';

/**
 * One request of an operation, filled in with the owner's ids. Only what the operation takes:
 * `{id}` of `/services/{id}` goes in `path`, `?provider_id=` in `query`, `media_id` in `body`.
 */
export type Call = {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A multipart upload: one small picture sent under this form field. */
  upload?: string;
  /**
   * What the owner reads before and after the others' calls, to see nothing changed. Default: the
   * owner's profile, draft and listed service (`World.snapshot`). Give one when the call names a
   * `fresh` part the snapshot does not show.
   */
  readBack?: () => Promise<unknown>;
};

/**
 * What an operation does with ids that belong to someone:
 * - `private`: the ids name the owner's own things; another account and a guest get 401, 403 or
 *   404, exactly the reply a missing id gets, and nothing changes.
 * - `public`: anyone may make the call (a public page, following someone, catalogue lists); the
 *   reply to others may be a 2xx but never shows the owner's private data (e-mail, phone, drafts).
 * - `self`: the call changes only the caller's own account; its ids name shared catalogue rows. A
 *   guest gets 401 or 403; another account changes only itself.
 * - `team`: a back-office route. Only a member holding one of `roles` may; a guest, another account
 *   and a member with only other roles get 401, 403 or 404, the same for any id. The owner's call
 *   at the end is made by a member holding `roles`.
 */
export type Access = 'private' | 'public' | 'self' | 'team';

export type Fixture = {
  access: Access;
  /**
   * The request, with `owner`'s ids. It is built once for account A (the owner), and once for
   * account B so B's own request can carry one of A's ids at a time. Make a `fresh` part here when
   * the owner's own call at the end would delete or change a shared one.
   */
  call(owner: World): Call | Promise<Call>;
  /** What the owner's own call answers, proving the request names a real thing. Default: any 2xx. */
  ownerStatus?: number;
  /**
   * `public` only: the owner's private texts a signed-in account is shown by design (a service's
   * contact by e-mail or phone); a guest still must not see them.
   */
  shownToAccounts?: (owner: World) => string[];
  /** `team` only: the roles that may make the call. */
  roles?: readonly [TeamRole, ...TeamRole[]];
};

/** `'METHOD /api/v1/path/{param}'` as the OpenAPI document spells it: one fixture or several cases. */
export type Fixtures = Record<string, Fixture | Fixture[]>;
