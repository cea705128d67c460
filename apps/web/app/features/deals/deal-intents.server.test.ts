import {
  categoryPair,
  createTestApp,
  IN_MEMORY,
  insertListedService,
  signUpVerified,
  type TestApp,
} from '@wasla/api/testing';
import type { User } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor } from '../../lib/api-client/client.server';
import { inProcessContext } from '../../test/in-process-api';
import type { SignedIn } from '../auth/require-user.server';
import { runDealIntent } from './deal-intents.server';
import { runOfferForm } from './deal-offer.server';
import { dealsApi } from './deals-api.server';

let t: TestApp;
let client: SignedIn;
let provider: SignedIn;
let serviceId: number;

async function signedIn(name: string, lang: Language = 'en'): Promise<SignedIn> {
  const made = await signUpVerified(t, name);
  const api = apiFor(inProcessContext(t), lang, { token: made.token });
  const me = await t.api('GET', '/user-information', { headers: made.auth });
  return { lang, api, cookies: [], user: me.json().data as User };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  [client, provider] = await Promise.all([signedIn('Nora Client'), signedIn('Omar Provider', 'fr')]);
  const { mainId, subId } = await categoryPair(t);
  const service = await insertListedService(t, {
    userId: provider.user.id,
    names: { en: 'Logo design' },
    mainCategoryId: mainId,
    categoryId: subId,
    prices: [100_00, 200_00, 300_00],
  });
  serviceId = service.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function sentOffer() {
  const deals = dealsApi(client.api);
  const draft = await deals.generate(serviceId, crypto.randomUUID());
  if (!draft.ok) throw new Error(JSON.stringify(draft.message));
  const sent = await deals.send(draft.data.id, {
    title: 'A logo for my bakery',
    description: 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
    budget_type: 'basic',
    estimated_time: 5,
    estimated_unit: 'day',
    extra_option_ids: [],
  });
  if (!sent.ok) throw new Error(JSON.stringify(sent.message));
  return draft.data.id;
}

describe('the deal page’s actions', () => {
  it('a withdrawal without a reason is refused beside the field, with what was typed', async () => {
    const id = await sentOffer();
    const reply = await runDealIntent(
      client,
      id,
      form({ intent: 'withdraw', comment: 'Found someone nearer', attempt: crypto.randomUUID() }),
    );
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.errors.reason?.length).toBe(1);
    expect(reply.values.comment).toBe('Found someone nearer');
  });

  it('a withdrawal with a reason cancels the offer; an answer after it gets the API’s refusal as it is sent', async () => {
    const id = await sentOffer();
    const reply = await runDealIntent(
      client,
      id,
      form({ intent: 'withdraw', reason: 'changed_mind', attempt: crypto.randomUUID() }),
    );
    expect(reply).toMatchObject({ intent: 'withdraw', ok: true });
    expect((await dealsApi(client.api).deal(id)).status).toBe('canceled');
    // The provider reads French: the refusal comes in their language, form-wide.
    const late = await runDealIntent(provider, id, form({ intent: 'approve' }));
    expect(late.ok).toBe(false);
    if (late.ok) return;
    expect(late.errors.form?.join(' ')).toMatch(/\S/);
    expect(late.errors.form?.join(' ')).not.toMatch(/deal_status_conflict/);
  });

  it('a counter-offer of the receiver waits for the sender, who may dismiss it', async () => {
    const id = await sentOffer();
    const countered = await runDealIntent(
      provider,
      id,
      form({
        intent: 'counter',
        service_type: 'provided',
        description: 'Two rounds of changes included, delivered as SVG and PNG.',
        budget_type: 'standard',
        estimated_time: '7',
        estimated_unit: 'day',
        extra_option_ids: '',
      }),
    );
    expect(countered).toMatchObject({ ok: true });
    const deal = await dealsApi(client.api).deal(id);
    expect(deal.proposal?.budget_type).toBe('standard');
    expect(deal.actions).toEqual(
      expect.arrayContaining(['approve_update', 'reject_update', 'dismiss_update']),
    );
    expect(await runDealIntent(client, id, form({ intent: 'dismiss_update' }))).toMatchObject({ ok: true });
    expect((await dealsApi(client.api).deal(id)).proposal).toBeNull();
  });

  it('keeps a deal among the favourites and takes it out again', async () => {
    const id = await sentOffer();
    expect(await runDealIntent(client, id, form({ intent: 'favorite', favorite: 'true' }))).toMatchObject({
      ok: true,
    });
    expect((await dealsApi(client.api).deal(id)).is_favorite).toBe(true);
    const favored = await dealsApi(client.api).list({ type: 'favored' });
    expect(favored.data.map((d) => d.id)).toContain(id);
    expect(await runDealIntent(client, id, form({ intent: 'favorite', favorite: 'false' }))).toMatchObject({
      ok: true,
    });
    expect((await dealsApi(client.api).deal(id)).is_favorite).toBe(false);
  });

  it('refuses an intent the page never draws, and a review before completion', async () => {
    const id = await sentOffer();
    expect((await runDealIntent(client, id, form({ intent: 'explode' }))).ok).toBe(false);
    const review = await runDealIntent(
      client,
      id,
      form({
        intent: 'review',
        attitude: '5',
        quality: '5',
        commitment: '5',
        deal_again: '5',
        comment: 'Too early.',
      }),
    );
    expect(review.ok).toBe(false);
  });
});

describe('the offer form’s writes', () => {
  it('a send with fields missing makes the draft, answers each field beside it in the reader’s language, and keeps what was typed', async () => {
    const french = await signedIn('Claire Cliente', 'fr');
    const reply = await runOfferForm(
      french,
      form({
        intent: 'send',
        attempt: crypto.randomUUID(),
        service_type: 'provided',
        title: '',
        description: 'Un logo rond avec un épi de blé.',
        budget_type: 'basic',
        estimated_time: '4',
        estimated_unit: 'day',
      }),
      serviceId,
    );
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect('id' in reply && reply.id).toBeGreaterThan(0);
    expect(reply.errors.title?.join(' ')).toMatch(/\S/);
    expect(reply.errors.title?.join(' ')).not.toMatch(/validation\./);
    expect(reply.values).toMatchObject({
      description: 'Un logo rond avec un épi de blé.',
      budget_type: 'basic',
    });
  });

  it('a save keeps the draft and says so; sending it then goes to the deal', async () => {
    const saved = await runOfferForm(
      client,
      form({
        intent: 'save',
        attempt: crypto.randomUUID(),
        service_type: 'provided',
        title: 'A logo for my bakery',
        description: 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
        budget_type: 'standard',
        estimated_time: '4',
        estimated_unit: 'day',
        extra_option_ids: '',
      }),
      serviceId,
    );
    expect(saved).toMatchObject({ ok: true, intent: 'save' });
    const id = 'id' in saved ? saved.id : 0;
    expect((await dealsApi(client.api).edit(id)).budget_type).toBe('standard');
    const sent = await runOfferForm(
      client,
      form({ intent: 'send', id: String(id), service_type: 'provided' }),
      serviceId,
    ).then(
      () => null,
      (thrown: Response) => thrown,
    );
    expect(sent?.status).toBe(302);
    expect(sent?.headers.get('location')).toBe(`/en/deals/${id}?sent=1`);
  });
});
