import { ACCOUNT_TYPE_DOCUMENTS_MAX } from '@wasla/shared/business-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { account, type Member, teamMember } from '../../test/payouts';
import { picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let support: Member;
let moderator: Member;

const as = (who: Member) => ({ headers: who.auth });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function documentForm(file: { bytes: Buffer; type: string; name: string }) {
  const data = new FormData();
  data.append('document', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(data);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

async function send(who: Member, file = { bytes: PDF, type: 'application/pdf', name: 'licence.pdf' }) {
  const form = await documentForm(file);
  return t.api('POST', '/change-account-type/documents', {
    headers: { ...who.auth, 'content-type': form.type },
    body: form.body,
  });
}

const request = (who: Member, type: string) =>
  t.api('POST', '/change-account-type', { ...as(who), body: { account_type: type } });

const queue = async (who: Member, status = 'awaiting_documents') => {
  const res = await t.api('GET', `/admin/account-types?status=${status}`, as(who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as {
    id: number;
    account: { id: number; current_type: string };
    requested_type: string;
    documents: { id: number; type: string }[];
  }[];
};

async function told(who: Member) {
  await t.app.worker.drain();
  const res = await t.api('GET', '/notifications?per_page=50', as(who));
  return res.json().data.data as { kind: string; message: string; link: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  [support, moderator] = [await teamMember(t, 'support'), await teamMember(t, 'moderator')];
});
afterAll(() => t.close());

describe('documents for an account-type request', () => {
  it('are sent as pictures or PDFs, up to the limit, listed with the request, and removed by their sender only', async () => {
    const owner = await account(t, 'Trading House');
    const none = await send(owner);
    expect([none.statusCode, none.json().code]).toEqual([409, 'account_type_not_requested']);

    expect((await request(owner, 'company')).statusCode).toBe(200);
    const pdf = await send(owner);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().data.type).toBe('application/pdf');
    const photo = await send(owner, {
      bytes: await picture('#2a9d8f', 900, 1200),
      type: 'image/jpeg',
      name: 'licence.jpg',
    });
    expect(photo.json().data.type).toBe('image/webp');
    const text = await send(owner, {
      bytes: Buffer.from('just some words'),
      type: 'text/plain',
      name: 'a.txt',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().message.document).toEqual(['A document must be a picture or a PDF file.']);

    // Changing the choice keeps what was sent: the documents follow the new request.
    expect((await request(owner, 'factory')).statusCode).toBe(200);
    const pending = (await t.api('GET', '/change-account-type', as(owner))).json().data;
    expect(pending).toMatchObject({ requested_type: 'factory', status: 'awaiting_documents' });
    expect(pending.documents.map((d: { type: string }) => d.type)).toEqual(['application/pdf', 'image/webp']);

    const stranger = await account(t, 'Someone Else');
    const taken = await t.api(
      'DELETE',
      `/change-account-type/documents/${pending.documents[0].id}`,
      as(stranger),
    );
    expect(taken.statusCode).toBe(404);
    const removed = await t.api(
      'DELETE',
      `/change-account-type/documents/${pending.documents[0].id}`,
      as(owner),
    );
    expect(removed.statusCode, removed.body).toBe(200);

    for (let i = 1; i < ACCOUNT_TYPE_DOCUMENTS_MAX; i++) expect((await send(owner)).statusCode).toBe(201);
    const over = await send(owner);
    expect(over.statusCode).toBe(422);
    expect(over.json().message.document[0]).toContain(`at most ${ACCOUNT_TYPE_DOCUMENTS_MAX} documents`);

    // Back to personal: the request and its documents go.
    expect((await request(owner, 'personal')).statusCode).toBe(200);
    expect((await t.api('GET', '/change-account-type', as(owner))).json().data).toBeNull();
  });
});

describe('the account-type queue', () => {
  it('lets support read the documents and approve: the account takes the type and is told', async () => {
    const owner = await account(t, 'Cedar Factory');
    await request(owner, 'factory');
    await send(owner);
    const found = (await queue(support)).find((r) => r.account.id === owner.id)!;
    expect(found).toMatchObject({ requested_type: 'factory', account: { current_type: 'personal' } });

    const file = await t.api('GET', `/admin/account-types/documents/${found.documents[0]!.id}`, as(support));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const approved = await t.api('POST', `/admin/account-types/${found.id}/approve`, {
      ...as(support),
      body: { reason: 'Trade licence checked and valid' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', account: { current_type: 'factory' } });
    const me = (await t.api('GET', '/user-information', as(owner))).json().data;
    expect(me.account_type).toBe('factory');
    const notice = (await told(owner)).find((n) => n.kind === 'account_type_approved');
    expect(notice).toMatchObject({
      message: 'The Wasla team approved your request: your account is now “Factory”.',
      link: '/account-settings',
    });
    const again = await t.api('POST', `/admin/account-types/${found.id}/reject`, {
      ...as(support),
      body: { reason: 'Changed my mind' },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
    expect(await auditOf(t.app.database.db, { kind: 'account', id: owner.id })).toMatchObject([
      {
        action: 'account_type.approve',
        role: 'support',
        before: { account_type: 'personal' },
        after: { account_type: 'factory' },
      },
    ]);
    expect((await queue(support, 'approved')).some((r) => r.id === found.id)).toBe(true);
  });

  it('rejects with the reason the account reads, and keeps the type', async () => {
    const owner = await account(t, 'Hopeful Agent');
    await request(owner, 'agent');
    const found = (await queue(support)).find((r) => r.account.id === owner.id)!;
    const rejected = await t.api('POST', `/admin/account-types/${found.id}/reject`, {
      ...as(support),
      body: { reason: 'The licence sent has expired' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await t.api('GET', '/user-information', as(owner))).json().data.account_type).toBe('personal');
    expect((await told(owner)).find((n) => n.kind === 'account_type_rejected')?.message).toBe(
      'The Wasla team did not approve your request to become “Agent”: The licence sent has expired',
    );
    // A decided request no longer takes documents: the account asks again.
    expect((await send(owner)).statusCode).toBe(409);
  });

  it('is closed to the moderators, the finance team and users, and to ids past the largest', async () => {
    for (const who of [moderator, await account(t, 'Curious User')]) {
      expect((await t.api('GET', '/admin/account-types', as(who))).statusCode).toBe(404);
    }
    expect((await t.api('GET', '/admin/account-types/documents/2147483648', as(support))).statusCode).toBe(
      422,
    );
    const missing = await t.api('POST', '/admin/account-types/2147483647/approve', {
      ...as(support),
      body: { reason: 'Nothing there' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
