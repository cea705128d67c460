import { randomUUID } from 'node:crypto';
import {
  account,
  createTestAppWithGateway,
  fund,
  type Member,
  readyToWithdraw,
  type TestAppWithGateway,
} from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { action as uploadTransfer } from './bank-transfer-upload';
import { action as paymentMethods } from './payment-methods';
import { loader as retrieveCharge } from './retrieve-charge';
import { action as topUp, loader as topUpPage } from './top-up-wallet';
import { action as withdraw } from './withdraw';

// The wallet's route actions against the real API and its sandbox card gateway: what a form sends,
// where the browser goes next, and which field each refusal lands on.
let t: TestAppWithGateway;
let context: AppLoadContext;
beforeAll(async () => {
  t = await createTestAppWithGateway();
  context = inProcessContext(t);
}, 120_000);
afterAll(() => t.close());

/** A route action or loader as React Router calls it for `user`, a thrown redirect answered as a value. */
async function call<T>(
  route: (args: never) => Promise<T>,
  user: Member,
  path: string,
  init: { body?: Record<string, string> | FormData; headers?: Record<string, string> } = {},
) {
  const { body } = init;
  const request = new Request(`http://localhost${path}`, {
    method: body ? 'POST' : 'GET',
    body: body instanceof FormData ? body : body ? new URLSearchParams(body) : undefined,
    headers: { cookie: `wasla_at=${encodeURIComponent(user.token)}`, ...init.headers },
  });
  try {
    return await route({ request, params: { lang: 'en' }, context } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
/** The data of a `withSession` reply. */
const dataOf = <T>(reply: unknown) => (reply as { data: T }).data;

async function withCard(number: string) {
  const user = await account(t, 'Card Payer');
  const saved = dataOf<{ ok: boolean; id?: number }>(
    await call(paymentMethods, user, '/en/payment-methods', {
      body: { intent: 'save-card', token: await t.cardToken(number), name: 'Main card' },
    }),
  );
  expect(saved).toMatchObject({ ok: true });
  await t.settle();
  return { user, cardId: String(saved.id) };
}

describe('paying by card from the top-up form', () => {
  it('sends the browser to the result page, once for a form sent twice', async () => {
    const { user, cardId } = await withCard('4242424242424242');
    const form = { intent: 'pay', amount: '250', card_id: cardId, attempt: randomUUID() };
    const [first, second] = [
      await call(topUp, user, '/en/top-up-wallet', { body: form }),
      await call(topUp, user, '/en/top-up-wallet', { body: form }),
    ];
    const location = (first as Response).headers.get('location');
    expect(location).toMatch(/^\/en\/retrieve-charge\?charge_id=\d+$/);
    expect((second as Response).headers.get('location')).toBe(location);

    const page = dataOf<{ charge: { status: string; amount: string; fee: string; total: string } }>(
      await call(retrieveCharge, user, location!),
    );
    expect(page.charge).toMatchObject({
      status: 'succeeded',
      amount: '250.00',
      fee: '7.25',
      total: '257.25',
    });
  });

  it("sends the whole page to the bank's 3-D Secure challenge, outside the app's router", async () => {
    const { user, cardId } = await withCard('4000000000003220');
    const reply = (await call(topUp, user, '/en/top-up-wallet', {
      body: { intent: 'pay', amount: '250', card_id: cardId, attempt: randomUUID() },
    })) as Response;
    expect(reply.headers.get('location')).toMatch(/\/v1\/challenge\//);
    expect(reply.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('keeps what was typed and shows the refusal at the amount', async () => {
    const { user, cardId } = await withCard('4242424242424242');
    const reply = dataOf<{ ok: boolean; errors: Record<string, string[]>; values: Record<string, string> }>(
      await call(topUp, user, '/en/top-up-wallet', {
        body: { intent: 'pay', amount: '5', card_id: cardId, attempt: randomUUID() },
      }),
    );
    expect(reply.ok).toBe(false);
    expect(reply.errors.amount?.join(' ')).toMatch(/10/);
    expect(reply.values).toEqual({ amount: '5', card_id: cardId });
  });
});

describe('withdrawing', () => {
  type Reply = { ok: boolean; errors: Record<string, string[]>; withdrawal: { amount: string } | null };
  const send = async (user: Member, fields: Record<string, string>) =>
    dataOf<Reply>(
      await call(withdraw, user, '/en/withdraw', {
        body: { intent: 'withdraw', attempt: randomUUID(), ...fields },
      }),
    );

  it('puts every refusal beside its field: the minimum and the balance at the amount, the wait at the account', async () => {
    const user = await account(t, 'Withdrawer');
    await fund(t, user.id, 25_000n);
    const ready = String(await readyToWithdraw(t, user.id));
    expect((await send(user, { amount: '199', bank_account_id: ready })).errors.amount).toEqual([
      'The minimum amount that can be withdrawn is 200 AED',
    ]);
    const tooMuch = await send(user, { amount: '300', bank_account_id: ready });
    expect(tooMuch.errors.amount?.join(' ')).toMatch(/enough credit/);
    expect(tooMuch.errors.form).toBeUndefined();

    const added = dataOf<{ ok: boolean; id: number }>(
      await call(paymentMethods, user, '/en/payment-methods', {
        body: {
          intent: 'add-account',
          bank_name: 'First Abu Dhabi Bank',
          owner_name: 'Withdrawer',
          account_number: '1234567890123456',
          iban: 'AE07 0331 2345 6789 0123 456',
          swift: 'NBADAEAA',
        },
      }),
    );
    expect(added.ok).toBe(true);
    const waiting = await send(user, { amount: '200', bank_account_id: String(added.id) });
    expect(waiting.errors.bank_account_id?.join(' ')).toMatch(/48 hours/);
    expect(waiting.errors.form).toBeUndefined();

    const held = await send(user, { amount: '200', bank_account_id: ready });
    expect(held).toMatchObject({ ok: true, withdrawal: { amount: '200.00' } });
  });
});

describe('a bank transfer top-up', () => {
  it('streams the form and its receipt on to the API, where it waits for the finance team', async () => {
    const user = await account(t, 'Transferrer');
    const form = new FormData();
    form.append('amount', '500');
    form.append('operation_number', `OP-${randomUUID().slice(0, 8)}`);
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    form.append('receipt', new Blob([pdf], { type: 'application/pdf' }), 'receipt.pdf');
    const reply = (await call(uploadTransfer, user, '/en/top-up-wallet/bank-transfer', {
      body: form,
      headers: { 'idempotency-key': randomUUID() },
    })) as Response;
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ ok: true, transfer: { amount: '500.00', status: 'pending' } });
    // Not in any balance until the team decides: the bank tab lists it, waiting.
    const page = dataOf<{ transfers: { data: { amount: string; status: string }[] } }>(
      await call(topUpPage, user, '/en/top-up-wallet?method=bank'),
    );
    expect(page.transfers.data).toMatchObject([{ amount: '500.00', status: 'pending' }]);
  });
});
