import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TeamRole, teamRoles } from '../../lib/policy/actor';
import type { OpenApiDocument } from '../hostile-cases';
import { createTestApp } from '../test-app';
import type { Call, Fixture } from './fixture';
import { allFixtures, FIXTURES_FILE } from './fixtures';
import { type IdOperation, idOperationsOf, readsWithoutIds } from './operations';
import {
  absentValue,
  HOSTILE_ID_VALUES,
  leaked,
  type Slot,
  send,
  slotName,
  slotsOf,
  valueAt,
  withValue,
} from './requests';
import { catalogueOf, createTeamMember, createWorld, DRAFT_TITLE_WORDS, type World } from './world';

/**
 * Every operation of the OpenAPI document that carries an id is called by another account and by
 * a guest with account A's ids: a private thing of A's is refused exactly as a missing one, a public
 * one never shows A's private texts, and A reads the same before and after. The operations come
 * from the live document, so a new route without a fixture fails here.
 */

const t = await createTestApp({
  // Limits stay out of the way: every call must meet the route, not a 429.
  RATE_LIMIT_MAX: 1_000_000,
  CODE_SENDS_PER_CLIENT_PER_HOUR: 1_000_000,
  CODE_FAILURES_PER_CLIENT_PER_HOUR: 1_000_000,
  // A translation server that never answers, so translating gets past the check of who asks.
  TRANSLATE_URL: 'http://127.0.0.1:9',
});
await t.app.ready();
const doc = t.app.swagger() as OpenApiDocument;
const operations = idOperationsOf(doc);
const REFUSED = [401, 403, 404];

let a: World;
let b: World;
beforeAll(async () => {
  const catalogue = await catalogueOf(t);
  a = await createWorld(t, 'A', catalogue);
  b = await createWorld(t, 'B', catalogue);
}, 60_000);
afterAll(() => t.close());

/** Team members by the roles they hold, made the first time a team fixture needs them. */
const members = new Map<string, Promise<Record<string, string>>>();
const memberWith = (roles: readonly string[]) => {
  const key = roles.join(' ');
  if (!members.has(key)) members.set(key, createTeamMember(t, roles));
  return members.get(key)!;
};

async function check(op: IdOperation, fixture: Fixture) {
  const failures: string[] = [];
  const refused = fixture.access === 'private' || fixture.access === 'team';
  const roles: readonly TeamRole[] = fixture.roles ?? (fixture.access === 'team' ? ['admin'] : []);
  const ownerAuth = fixture.access === 'team' ? await memberWith(roles) : a.auth;
  const callA = await fixture.call(a);
  const readBack = callA.readBack ?? a.snapshot;
  const before = await readBack();

  const shownToAccounts = fixture.shownToAccounts?.(a) ?? [];
  const call = async (who: string, request: Call, auth?: Record<string, string>) => {
    const res = await send(t, op.method, op.path, request, auth);
    const hidden = auth === b.auth ? a.secrets.filter((s) => !shownToAccounts.includes(s)) : a.secrets;
    const shown = leaked(res.body, hidden);
    if (shown.length) failures.push(`${who} was shown A's ${shown.join(', ')}: ${res.body.slice(0, 200)}`);
    if (res.statusCode >= 500) failures.push(`${who} got ${res.statusCode}: ${res.body.slice(0, 200)}`);
    if (refused && res.statusCode < 400) failures.push(`${who} got ${res.statusCode}`);
    return res;
  };
  const expectStatus = (who: string, status: number, allowed: number[]) => {
    if (!allowed.includes(status))
      failures.push(`${who} got ${status}, expected one of ${allowed.join('/')}`);
  };
  /** B's reply to `request` must be the reply to the same request with `slots` naming nothing. */
  const sameAsMissing = async (who: string, request: Call, slots: Slot[]) => {
    const real = await call(who, request, b.auth);
    const absent = slots.reduce((c, slot) => withValue(c, slot, absentValue(valueAt(c, slot))), request);
    const none = await call(`${who}, with ids nobody has`, absent, b.auth);
    if (real.statusCode !== none.statusCode || real.body !== none.body)
      failures.push(
        `${who} tells A's ids from missing ones: ${real.statusCode} ${real.body.slice(0, 120)} ` +
          `against ${none.statusCode} ${none.body.slice(0, 120)}`,
      );
    return real;
  };

  const guest = await call('a guest', callA);
  if (fixture.access === 'private') {
    // Which ids are A's: those B's own request fills differently.
    const callB = await fixture.call(b);
    const owned = slotsOf(callA).filter(
      (slot) => JSON.stringify(valueAt(callA, slot)) !== JSON.stringify(valueAt(callB, slot)),
    );
    if (!owned.length) failures.push("the fixture's call is the same for A and B: it names nothing of A's");
    const stranger = await sameAsMissing('account B', callA, owned);
    expectStatus('account B', stranger.statusCode, REFUSED);
    // B's own request with one of A's ids at a time: a parent of B's own must not lend its rights.
    if (owned.length > 1)
      for (const slot of owned)
        await sameAsMissing(
          `account B, with A's ${slotName(slot)} only`,
          withValue(callB, slot, valueAt(callA, slot)),
          [slot],
        );
  } else if (fixture.access === 'team') {
    const stranger = await sameAsMissing('account B', callA, slotsOf(callA));
    expectStatus('account B', stranger.statusCode, REFUSED);
    const others = teamRoles.filter((role) => !roles.includes(role));
    if (others.length) {
      const member = await call('a member of the team without the role', callA, await memberWith(others));
      expectStatus('a member of the team without the role', member.statusCode, REFUSED);
    }
  } else {
    await call('account B', callA, b.auth);
  }
  if (refused) expectStatus('a guest', guest.statusCode, REFUSED);
  if (fixture.access === 'self') expectStatus('a guest', guest.statusCode, [401, 403]);

  // Ids past PostgreSQL's integer or with a NUL byte never fail the server; on a private or team call
  // they never succeed (a listing may ignore a filter it cannot read).
  for (const slot of slotsOf(callA))
    for (const value of HOSTILE_ID_VALUES) {
      const who = `the owner, with ${slotName(slot)} = ${JSON.stringify(value)}`;
      await call(who, withValue(callA, slot, value), ownerAuth);
    }

  expect.soft(await readBack(), `${op.key}: A's things changed by the others' calls`).toEqual(before);

  const own = await send(t, op.method, op.path, callA, ownerAuth);
  const ownOk =
    fixture.ownerStatus === undefined ? own.statusCode < 300 : own.statusCode === fixture.ownerStatus;
  if (!ownOk)
    failures.push(
      `the owner's own call got ${own.statusCode} (expected ${fixture.ownerStatus ?? '2xx'}): ${own.body.slice(0, 200)}`,
    );
  expect(failures, op.key).toEqual([]);
}

describe('cross-account access, from the OpenAPI document', () => {
  it('finds the operations with ids, and no fixture names an operation that is gone', () => {
    // 44 when this test was written; a walk that finds far fewer has lost its way.
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const cases = operations.flatMap((op) => [allFixtures[op.key] ?? []].flat()).length;
    // The figures the security notes quote.
    console.info(`cross-account: ${operations.length} operations with ids, ${cases} cases`);
    const known = new Set(operations.map((op) => op.key));
    expect(Object.keys(allFixtures).filter((key) => !known.has(key))).toEqual([]);
  });

  it("shows nothing private of A's in any read without ids, to B or a guest", async () => {
    const reads = readsWithoutIds(doc, DRAFT_TITLE_WORDS);
    expect(reads.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    for (const url of reads)
      for (const [who, auth] of [
        ['a guest', {}],
        ['account B', b.auth],
      ] as const) {
        const res = await send(t, 'GET', url, {}, auth);
        const shown = leaked(res.body, a.secrets);
        if (shown.length) failures.push(`${url} showed ${who} A's ${shown.join(', ')}`);
        if (res.statusCode >= 500) failures.push(`${url} answered ${who} ${res.statusCode}`);
      }
    expect(failures).toEqual([]);
  });

  for (const op of operations) {
    const fixtures = [allFixtures[op.key] ?? []].flat();
    if (!fixtures.length)
      it(`${op.key} has a fixture`, () => {
        throw new Error(
          `${op.key} carries ids (${op.ids.join(', ')}) and has no cross-account fixture: ` +
            `add one keyed '${op.key}' to the module's file in ${FIXTURES_FILE} (see its index.ts)`,
        );
      });
    fixtures.forEach((fixture, i) => {
      const name = `${op.key}${fixtures.length > 1 ? ` #${i + 1}` : ''} (${fixture.access})`;
      it(name, () => check(op, fixture));
    });
  }
});
