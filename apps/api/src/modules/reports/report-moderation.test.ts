import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { ownerWithService } from '../../test/marks';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let moderator: Member;
let finance: Member;

const as = (who?: Member) => ({ headers: who?.auth ?? {} });
const decide = (path: string, reason: string, who: Member = moderator) =>
  t.api('POST', path, { ...as(who), body: { reason } });

/** An open report by `reporter` about a service or an account; answers the report's id. */
async function reported(reporter: Member, type: 'service' | 'provider', id: number) {
  const filed = await t.api('POST', '/report', {
    ...as(reporter),
    body: { type, type_id: id, reason: 'Copies the pictures of another provider' },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const queue = await t.api('GET', '/admin/reports?status=open', as(moderator));
  const found = (queue.json().data.data as { id: number; kind: string; target_id: number }[]).find(
    (r) => r.kind === type && r.target_id === id,
  );
  return found!.id;
}

async function told(who: Member) {
  await t.app.worker.drain();
  const res = await t.api('GET', '/notifications?per_page=50', as(who));
  return res.json().data.data as {
    kind: string;
    message: string;
    link: string | null;
    sender_name: string;
  }[];
}

const myServices = async (who: Member, status: string) => {
  const res = await t.api('GET', `/my-services?type=provided&status=${status}`, as(who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as { id: number; status: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  [moderator, finance] = [await teamMember(t, 'moderator'), await teamMember(t, 'finance')];
});
afterAll(() => t.close());

describe('hiding a reported service', () => {
  it('hides it from everyone but its owner, who is told why and cannot reopen it; the team shows it again', async () => {
    const { owner, serviceId } = await ownerWithService(t, { name: 'Copied Pictures' });
    const [reporter, second] = [await account(t, 'Careful Client'), await account(t, 'Second Client')];
    const id = await reported(reporter, 'service', serviceId);
    await reported(second, 'service', serviceId);

    const hidden = await decide(`/admin/reports/${id}/hide`, 'The pictures belong to another provider');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'reviewed', target_status: 'hidden' });

    // Gone for a guest and another account; the owner still finds it among the inactive ones.
    for (const who of [undefined, reporter]) {
      const page = await t.api('GET', `/services/${serviceId}`, as(who));
      expect([page.statusCode, page.json().code]).toEqual([422, 'service_unavailable']);
    }
    expect(await myServices(owner, 'closed')).toEqual([
      expect.objectContaining({ id: serviceId, status: 'hidden' }),
    ]);
    expect(await myServices(owner, 'open')).toEqual([]);
    // Every open report of the service was answered by the one decision.
    const open = (await t.api('GET', '/admin/reports?status=open', as(moderator))).json().data.data;
    expect(
      open.some(
        (r: { target_id: number; kind: string }) => r.kind === 'service' && r.target_id === serviceId,
      ),
    ).toBe(false);

    const reopen = await t.api('POST', `/services/${serviceId}/reopen`, { ...as(owner), body: {} });
    expect([reopen.statusCode, reopen.json().code]).toEqual([409, 'service_status_conflict']);
    const notice = (await told(owner)).find((n) => n.kind === 'service_hidden');
    expect(notice).toMatchObject({
      message:
        'The Wasla team hid your service “Copied Pictures service” after a report: The pictures belong to another provider',
      link: '/my-services/provided?status=closed',
      sender_name: 'Wasla team',
    });

    const again = await decide(`/admin/reports/${id}/hide`, 'The pictures belong to another provider');
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);

    const restored = await decide(
      `/admin/services/${serviceId}/restore`,
      'The owner proved the pictures are theirs',
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toEqual({ id: serviceId, status: 'closed' });
    expect((await decide(`/admin/services/${serviceId}/restore`, 'Once more, by mistake')).statusCode).toBe(
      409,
    );
    const reopened = await t.api('POST', `/services/${serviceId}/reopen`, { ...as(owner), body: {} });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await t.api('GET', `/services/${serviceId}`)).statusCode).toBe(200);

    expect(await auditOf(t.app.database.db, { kind: 'service', id: serviceId })).toMatchObject([
      { action: 'service.hide', role: 'moderator', before: { status: 'open' }, after: { status: 'hidden' } },
      {
        action: 'service.restore',
        role: 'moderator',
        before: { status: 'hidden' },
        after: { status: 'closed' },
      },
    ]);
  });

  it('hides only services, only from an open report, only for the moderation team', async () => {
    const [target, reporter] = [await account(t, 'Reported Person'), await account(t, 'Reporter Three')];
    const id = await reported(reporter, 'provider', target.id);
    const notService = await decide(`/admin/reports/${id}/hide`, 'Trying to hide a person');
    expect([notService.statusCode, notService.json().code]).toEqual([422, 'report_not_service']);
    for (const who of [finance, reporter]) {
      expect((await decide(`/admin/reports/${id}/hide`, 'Not my job to decide', who)).statusCode).toBe(404);
    }
    expect((await decide('/admin/reports/2147483648/hide', 'Past the largest id')).statusCode).toBe(422);
    expect(
      (await decide('/admin/services/2147483647/restore', 'A service that is not there')).statusCode,
    ).toBe(404);
  });
});

describe('warning an account', () => {
  it('tells the account in the team’s words, closes the report and keeps an audit row', async () => {
    const [target, reporter] = [await account(t, 'Rude Replier'), await account(t, 'Hurt Client')];
    const id = await reported(reporter, 'provider', target.id);
    const warned = await decide(`/admin/reports/${id}/warn`, 'Please keep your replies polite');
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().data.status).toBe('reviewed');
    const notice = (await told(target)).find((n) => n.kind === 'team_warning');
    expect(notice).toMatchObject({
      message: 'A warning from the Wasla team: Please keep your replies polite',
      link: null,
      sender_name: 'Wasla team',
    });
    expect((await told(reporter)).some((n) => n.kind === 'team_warning')).toBe(false);
    expect(await auditOf(t.app.database.db, { kind: 'account', id: target.id })).toMatchObject([
      { action: 'account.warn', role: 'moderator', reason: 'Please keep your replies polite' },
    ]);
    const twice = await decide(`/admin/reports/${id}/warn`, 'Please keep your replies polite');
    expect(twice.statusCode).toBe(409);
    // The account can still work: a warning is not a ban.
    expect((await t.api('GET', '/user-information', as(target))).statusCode).toBe(200);
  });
});
