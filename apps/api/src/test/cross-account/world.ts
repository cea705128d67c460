import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { socialChannelFactory, teamRoleFactory } from '../../db/factories';
import { users } from '../../db/schema/accounts';
import type { TeamRole } from '../../lib/policy/actor';
import { signUpVerified } from '../accounts';
import { categoryPair, insertListedService } from '../listed-services';
import { armTwoFactor } from '../payouts';
import { currencyId, firstCity, multipartBody, picture, seededCategory } from '../services';
import type { TestApp } from '../test-app';

/** Shared catalogue rows: ids that belong to nobody, the same for every account. */
export type Catalogue = {
  mainId: number;
  subId: number;
  countryId: number;
  stateId: number;
  cityIds: number[];
  /** A second state of the country, with no place of anyone's draft in it. */
  otherStateId: number;
  currencyId: number;
};

/**
 * One account and what it owns, made once per test file: a profile with a phone, an unfinished
 * draft with every part a route can name (place, pictures, channels, an extra option), and a listed
 * service. Fixtures read ids from it; `fresh` makes a new part for a call that destroys its target.
 */
export type World = {
  t: TestApp;
  label: string;
  auth: Record<string, string>;
  id: number;
  slug: string;
  code: string;
  email: string;
  phone: string;
  /** Texts nobody but this account may ever be shown. */
  secrets: string[];
  draft: {
    id: number;
    slug: string;
    placeId: number;
    imageIds: number[];
    socialIds: number[];
    optionId: number;
    tagIds: number[];
  };
  listed: { id: number; slug: string };
  catalogue: Catalogue;
  fresh: {
    /** A service of this account for one call that closes, reopens or deletes it. */
    listed(status?: FreshStatus): Promise<{ id: number; slug: string }>;
    /** A listed service showing the account's own e-mail and phone, to signed-in visitors only. */
    listedWithContact(): Promise<{ id: number; slug: string }>;
    /** A new extra option, place or video link on the draft, for a call that removes one. */
    option(): Promise<number>;
    place(): Promise<number>;
    video(): Promise<number>;
  };
  /** The JSON this account reads at `/api/v1{path}`. */
  read(path: string): Promise<unknown>;
  /** Everything the account owns as the account itself reads it, to see that nobody changed it. */
  snapshot(): Promise<unknown>;
};

/** A verified account holding team `roles`, granted as the command line grants them; its headers. */
export async function createTeamMember(t: TestApp, roles: readonly string[]) {
  const member = await signUpVerified(t, `Team ${roles.join(' ')}`);
  const me = (await t.api('GET', '/user-information', { headers: member.auth })).json().data as {
    id: number;
  };
  await teamRoleFactory.many(
    t.app.database.db,
    roles.map((role) => ({ accountId: me.id, role: role as TeamRole })),
  );
  await armTwoFactor(t, member);
  return member.auth;
}

export async function catalogueOf(t: TestApp): Promise<Catalogue> {
  const category = await seededCategory(t);
  const place = await firstCity(t);
  return {
    mainId: category.mainId,
    subId: category.subId,
    countryId: place.countryId,
    stateId: place.stateId,
    cityIds: place.cityIds,
    otherStateId: place.states[1]!.id,
    currencyId: await currencyId(t),
  };
}

/** The words of every draft's title, before its unique mark: searching for them must not find one. */
export const DRAFT_TITLE_WORDS = 'Secret draft title';

type FreshStatus = 'open' | 'holiday' | 'closed' | 'draft';

type EditView = {
  id: number;
  slug: string;
  places: { id: number }[];
  media: { id: number; kind: string }[];
  social_media: { id: number }[];
  extra_options: { id: number }[];
  tags: { id: number }[];
};

export async function createWorld(t: TestApp, label: string, catalogue: Catalogue): Promise<World> {
  const mark = `${label}${randomBytes(4).toString('hex')}`;
  const account = await signUpVerified(t, `Account ${label}`);
  const { auth } = account;
  const phone = `5${randomInt(10_000_000, 99_999_999)}`;
  const db = t.app.database.db;
  await db
    .update(users)
    .set({ phoneNumber: phone, countryCode: '971', phoneVerifiedAt: new Date() })
    .where(eq(users.email, account.email));

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const res = await t.api(method, path, { headers: auth, body });
    expect(res.statusCode, `${label}: ${method} ${path} ${res.body.slice(0, 300)}`).toBeLessThan(300);
    return res.json().data;
  };
  const read = (path: string) => call('GET', path);
  const me = (await read('/user-information')) as { id: number; slug: string; code: string };

  // The draft: every part a route names by id, and texts that must never reach anyone else.
  const secretTitle = `${DRAFT_TITLE_WORDS} ${mark}`;
  const secretText = `Secret description ${mark}`;
  const secretOption = `Secret extra option ${mark}`;
  const secretLink = `https://www.secret-${mark.toLowerCase()}.example.com`;
  const secretTag = `hidden${mark.toLowerCase()}`;
  const created = (await call('POST', '/budgets', { type: 'provided' })) as { service: { id: number } };
  const draftId = created.service.id;
  await call('POST', `/services/${draftId}/add-place`, {
    country_id: catalogue.countryId,
    state_id: catalogue.stateId,
    city_id: catalogue.cityIds[0],
  });
  const files = await Promise.all(
    ['#264653', '#e9c46a'].map(async (color, i) => ({
      bytes: await picture(color, 40, 30),
      name: `photo-${i}.jpg`,
      type: 'image/jpeg',
    })),
  );
  const form = await multipartBody(files);
  const upload = await t.api('POST', `/services/${draftId}/media?kind=image`, {
    headers: { ...auth, 'content-type': form.contentType },
    body: form.body,
  });
  expect(upload.statusCode, upload.body.slice(0, 300)).toBe(200);
  // A tag typed for the draft, saved as the wizard does: an author's word nobody else may read until
  // a listed service carries it.
  const typed = (await call('POST', `/services/${draftId}/add-tag`, {
    tags: [secretTag],
    category_id: catalogue.subId,
  })) as { id: number }[];
  await call('POST', `/services/${draftId}/save-draft`, {
    tag_ids: typed.map((tag) => tag.id),
    names: { en: secretTitle },
    descriptions: { en: `<p>${secretText}</p>` },
    main_category_id: catalogue.mainId,
    category_id: catalogue.subId,
    currency_id: catalogue.currencyId,
    pricing: 'individual',
    budgets: { individual: { price: '150' } },
    social_media: [
      { kind: 'email', visible: true },
      { kind: 'web_site', link: secretLink, visible: true },
    ],
  });
  let options = 0;
  const option = () =>
    call('POST', '/budgets/extra-options/adding', {
      service_id: draftId,
      price: String(40 + options++),
      description: secretOption,
      delivery_days: 2,
      unit: 'day',
    }) as Promise<{ id: number }>;
  await option();
  const draft = (await read(`/services/${draftId}/edit`)) as EditView;

  const mainCategoryId = (await categoryPair(t)).mainId;
  const listed = async (status: FreshStatus = 'open') => {
    const row = await insertListedService(t, {
      userId: me.id,
      names: { en: `Listed service of ${label}` },
      mainCategoryId,
      status: status === 'draft' ? 'open' : status,
    });
    if (status === 'draft')
      await db.execute(sql`update services set status = 'draft', published_at = null where id = ${row.id}`);
    if (status === 'holiday')
      await db.execute(
        sql`update services set holiday_start = current_date - 1, holiday_end = current_date + 30 where id = ${row.id}`,
      );
    return { id: row.id, slug: row.slug };
  };

  let places = 0;
  const world: World = {
    t,
    label,
    auth,
    id: me.id,
    slug: me.slug,
    code: me.code,
    email: account.email,
    phone,
    secrets: [
      account.email,
      phone,
      secretTitle,
      secretText,
      secretOption,
      secretLink,
      secretTag,
      account.token,
    ],
    draft: {
      id: draftId,
      slug: draft.slug,
      placeId: draft.places[0]!.id,
      imageIds: draft.media.filter((m) => m.kind === 'image').map((m) => m.id),
      socialIds: draft.social_media.map((s) => s.id),
      optionId: draft.extra_options[0]!.id,
      tagIds: draft.tags.map((tag) => tag.id),
    },
    listed: await listed(),
    catalogue,
    fresh: {
      listed,
      listedWithContact: async () => {
        const service = await listed();
        await socialChannelFactory.many(db, [
          { serviceId: service.id, kind: 'email' },
          { serviceId: service.id, kind: 'phone' },
        ]);
        return service;
      },
      option: async () => (await option()).id,
      place: async () => {
        const city = catalogue.cityIds[1 + (places++ % Math.max(1, catalogue.cityIds.length - 1))];
        const edit = (await call('POST', `/services/${draftId}/add-place`, {
          country_id: catalogue.countryId,
          state_id: catalogue.stateId,
          city_id: city ?? null,
        })) as EditView;
        return Math.max(...edit.places.map((p) => p.id));
      },
      video: async () => {
        const medium = (await call('POST', `/services/${draftId}/media/video-link`, {
          link: `https://www.youtube.com/watch?v=${randomBytes(4).toString('hex')}abc`,
        })) as { id: number };
        return medium.id;
      },
    },
    read,
    snapshot: async () => ({
      me: await read('/user-information'),
      draft: await read(`/services/${draftId}/edit`),
      listed: await read(`/services/${world.listed.id}/edit`),
    }),
  };
  return world;
}
