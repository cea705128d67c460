import { decimalToScaled, minorToDecimalText } from '@wasla/shared/money';

/**
 * Many clients using the wallet through its HTTP routes at once, as the concurrency test runs them:
 * owners topping up by card (some with 3-D Secure, passed or failed at the gateway's page),
 * withdrawing and cancelling, and the finance team taking withdrawals into processing, paying and
 * failing them, a share of every kind repeating an earlier request with its Idempotency-Key and
 * body. It records every reply and adds up what the accepted ones must have done to each balance.
 */
export type Reply = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};
export type Call = (
  method: 'GET' | 'POST',
  path: string,
  options: { headers: Record<string, string>; body?: unknown },
) => Promise<Reply>;
export type Auth = Record<string, string>;
export type Wallet = {
  userId: number;
  auth: Auth;
  cardId: number;
  secureCardId: number;
  bankAccountId: number;
};

type Op = 'top_up' | 'top_up_3ds' | 'withdraw' | 'cancel' | 'processing' | 'paid' | 'failed';
type Request = { op: Op; method: 'POST'; path: string; headers: Auth; body: unknown };
type Kept = Request & { first: Reply };
/** A 3-D Secure top-up the client answered at the gateway's page, and how. */
export type SecureCharge = { chargeId: number; auth: Auth; userId: number; fils: bigint; passed: boolean };
type Known = { id: number; userId: number; fils: bigint; status: string };

/**
 * What each refusal may be (a code, or the spec's English message of a field): anything else, a 5xx
 * above all, is a problem the test lists.
 */
const ALLOWED: Record<Op, Record<number, string | null>> = {
  top_up: { 200: null },
  top_up_3ds: { 200: null },
  withdraw: { 200: null, 422: 'You do not have enough credit' },
  cancel: { 200: null, 409: 'withdrawal_status_conflict' },
  processing: { 200: null, 409: 'withdrawal_status_conflict' },
  paid: { 200: null, 409: 'withdrawal_status_conflict' },
  failed: { 200: null, 409: 'withdrawal_status_conflict' },
};

export const fils = (text: string) => {
  const value = decimalToScaled(text, 2);
  if (value === undefined) throw new Error(`not an amount: ${text}`);
  return value;
};
export const aed = (value: bigint) => minorToDecimalText(value, 2);

/** A small seeded generator, so that a failing run can be read again with the same draws. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function runWalletClients(options: {
  /** The API as client `n` reaches it (several instances behind a balancer). */
  call: (client: number) => Call;
  wallets: Wallet[];
  finance: Auth[];
  /** Starting available balance of every wallet, in fils. */
  funded: bigint;
  owners: number;
  tellers: number;
  opsPerClient: number;
  repeatShare: number;
  seed: number;
  /** Passes or fails 3-D Secure at the gateway's page; answers the page's HTTP status. */
  challenge: (redirectUrl: string, passed: boolean) => Promise<number>;
}) {
  const { wallets } = options;
  const next = seeded(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const between = (min: number, max: number) => BigInt(min + Math.floor(next() * (max - min + 1)));
  const available = wallets.map(() => options.funded);
  const blocked = wallets.map(() => 0n);
  const indexOf = new Map(wallets.map((w, i) => [w.userId, i]));
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  const kept: Kept[][] = [];
  const withdrawals = new Map<number, Known>();
  const secure: SecureCharge[] = [];
  const topUps = new Map<string, number>();
  let serial = 0;
  const count = (label: string) => {
    counts[label] = (counts[label] ?? 0) + 1;
  };

  const keyed = (auth: Auth) => ({ ...auth, 'idempotency-key': `money-${options.seed}-${serial++}` });

  /** What the reply of a first (not replayed) request did to the money, applied to the expectation. */
  async function apply(call: Call, request: Request, reply: Reply, wallet: Wallet | undefined) {
    if (reply.statusCode !== 200) return;
    const data = JSON.parse(reply.body).data;
    const u = wallet ? indexOf.get(wallet.userId)! : indexOf.get(data.user?.id)!;
    if (request.op === 'top_up' || request.op === 'top_up_3ds') {
      const amount = fils((request.body as { amount: string }).amount);
      if (fils(data.amount) !== amount) problems.push(`top-up ${data.id} credits ${data.amount}`);
      topUps.set(request.headers['idempotency-key']!, data.id);
      if (request.op === 'top_up') {
        if (data.status !== 'succeeded') problems.push(`top-up ${data.id} is ${data.status}`);
        else available[u]! += amount;
        return;
      }
      if (data.status !== 'requires_action' || !data.redirect_url) {
        problems.push(`3-D Secure top-up ${data.id} is ${data.status}`);
        return;
      }
      const passed = next() < 0.8;
      const page = await options.challenge(data.redirect_url, passed);
      if (page !== 303) problems.push(`the 3-D Secure page of ${data.id} answered ${page}`);
      secure.push({ chargeId: data.id, auth: wallet!.auth, userId: wallet!.userId, fils: amount, passed });
      if (next() < 0.5) {
        // The page the card holder is sent back to asks the gateway, racing the webhook.
        const back = await call('GET', `/wallets/retrieve-charge/${data.id}`, { headers: wallet!.auth });
        const status = back.statusCode === 200 ? JSON.parse(back.body).data.status : back.statusCode;
        if (status !== (passed ? 'succeeded' : 'failed'))
          problems.push(`charge ${data.id} came back ${status}`);
      }
      // The credit itself comes from the webhook or the retrieve-charge page: checked at the end.
      if (passed) available[u]! += amount;
      return;
    }
    const amount = fils(data.amount);
    const known = withdrawals.get(data.id) ?? {
      id: data.id,
      userId: wallets[u]!.userId,
      fils: amount,
      status: '',
    };
    known.status = data.status;
    withdrawals.set(data.id, known);
    if (request.op === 'withdraw') {
      available[u]! -= amount;
      blocked[u]! += amount;
    } else if (request.op === 'cancel' || request.op === 'failed') {
      blocked[u]! -= amount;
      available[u]! += amount;
    } else if (request.op === 'paid') {
      blocked[u]! -= amount;
    }
  }

  function ownerRequest(wallet: Wallet): Request {
    const draw = next();
    const mine = [...withdrawals.values()].filter(
      (w) => w.userId === wallet.userId && w.status === 'requested',
    );
    if (draw < 0.2 && mine.length > 0) {
      const id = pick(mine).id;
      const path = `/wallets/withdrawals/${id}/cancel`;
      return { op: 'cancel', method: 'POST', path, headers: keyed(wallet.auth), body: undefined };
    }
    if (draw < 0.55) {
      const amount = aed(between(200_00, 500_00));
      const body = { amount, bank_account_id: wallet.bankAccountId };
      return { op: 'withdraw', method: 'POST', path: '/wallets/withdraw', headers: keyed(wallet.auth), body };
    }
    const secureCard = draw > 0.85;
    const body = {
      amount: aed(between(10_00, 600_00)),
      card_id: secureCard ? wallet.secureCardId : wallet.cardId,
    };
    const op = secureCard ? 'top_up_3ds' : 'top_up';
    return { op, method: 'POST', path: '/wallets/top-up', headers: keyed(wallet.auth), body };
  }

  async function tellerRequest(call: Call, auth: Auth): Promise<Request | undefined> {
    let open = [...withdrawals.values()].filter((w) => w.status === 'requested' || w.status === 'processing');
    if (open.length === 0) {
      // Nothing known to decide on: the team's list, as the back office reads it.
      const listed = await call('GET', '/admin/finance/withdrawals?status=requested', { headers: auth });
      if (listed.statusCode !== 200) problems.push(`the finance list answered ${listed.statusCode}`);
      else open = (JSON.parse(listed.body).data.data as Known[]).map((w) => ({ ...w, fils: 0n }));
      if (open.length === 0) return undefined;
    }
    // Half the time a withdrawal already in processing, so that many reach paid or failed.
    const processing = open.filter((w) => w.status === 'processing');
    const target = pick(processing.length > 0 && next() < 0.5 ? processing : open);
    const draw = next();
    const step: Op =
      target.status === 'requested'
        ? draw < 0.85
          ? 'processing'
          : 'failed'
        : draw < 0.75
          ? 'paid'
          : 'failed';
    const path = `/admin/finance/withdrawals/${target.id}/${step}`;
    const body = step === 'failed' ? { reason: 'The bank returned the transfer' } : {};
    return { op: step, method: 'POST', path, headers: keyed(auth), body };
  }

  async function client(index: number) {
    const call = options.call(index);
    const teller = index >= options.owners;
    const wallet = teller ? undefined : wallets[index % wallets.length]!;
    const mine: Kept[] = [];
    kept.push(mine);
    // The team decides on what fifty owners ask: a few members, each making more decisions.
    const ops = teller ? options.opsPerClient * 3 : options.opsPerClient;
    for (let n = 0; n < ops; n++) {
      if (mine.length > 0 && next() < options.repeatShare) {
        const earlier = pick(mine);
        const again = await call(earlier.method, earlier.path, {
          headers: earlier.headers,
          body: earlier.body,
        });
        count(`${earlier.op}:repeat:${again.statusCode}`);
        if (again.headers['idempotent-replayed'] !== 'true')
          problems.push(
            `${earlier.op} ${earlier.path} repeated was not replayed: ${again.statusCode} ${again.body}`,
          );
        else if (again.statusCode !== earlier.first.statusCode || again.body !== earlier.first.body)
          problems.push(
            `${earlier.op} replayed ${again.statusCode} ${again.body}, first ${earlier.first.body}`,
          );
        continue;
      }
      const auth = options.finance[index % options.finance.length]!;
      const request = teller ? await tellerRequest(call, auth) : ownerRequest(wallet!);
      if (!request) continue;
      const reply = await call(request.method, request.path, {
        headers: request.headers,
        body: request.body,
      });
      count(`${request.op}:${reply.statusCode}`);
      const allowed = ALLOWED[request.op][reply.statusCode];
      if (allowed === undefined || (allowed !== null && !reply.body.includes(allowed))) {
        problems.push(`${request.op} ${request.path} answered ${reply.statusCode} ${reply.body}`);
        continue;
      }
      if (reply.headers['idempotent-replayed'] === 'true')
        problems.push(`a fresh key was replayed: ${request.path}`);
      mine.push({ ...request, first: reply });
      await apply(call, request, reply, wallet);
    }
  }

  const clients = options.owners + options.tellers;
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return { available, blocked, problems, counts, secure, topUps, withdrawals };
}
