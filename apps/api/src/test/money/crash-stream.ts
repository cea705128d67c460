import { randomBytes } from 'node:crypto';
import type { CrashingApi } from './crashing-api';
import { aed, fils, type Reply, seeded, type Wallet } from './wallet-clients';

export type StreamKind = 'top_up' | 'top_up_3ds' | 'withdraw';
type Op = { kind: StreamKind; wallet: Wallet; key: string; path: string; body: { amount: string } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (reply: Reply) => JSON.parse(reply.body);

/**
 * Clients sending card top-ups (some through 3-D Secure) and withdrawals while the API is killed
 * `kills` times at random moments and replaced. Each request is sent again with its key after a cut
 * connection, a 5xx or a 409 of a key still held, until it has an answer, as a client app retries.
 * Answers what the answers add up to per user, and what it could not account for.
 */
export async function crashStream(options: {
  api: CrashingApi;
  wallets: Wallet[];
  kinds: readonly StreamKind[];
  round: number;
  kills: number;
  /** At least this many requests, and more while the crashes are still to come. */
  requests: number;
  clients: number;
}) {
  const { api, wallets, kinds } = options;
  const next = seeded(1_700 + options.round);
  const between = (min: number, max: number) => BigInt(min + Math.floor(next() * (max - min + 1)));
  const expected = new Map(wallets.map((w) => [w.userId, { available: 0n, blocked: 0n }]));
  const problems: string[] = [];
  const secure: { chargeId: number; auth: Record<string, string> }[] = [];
  const topUps = new Map<string, number>();
  const withdrawals = new Map<number, number>();
  let sent = 0;
  let cut = 0;
  let refused = 0;
  let crashing = true;

  const op = (): Op => {
    const wallet = wallets[Math.floor(next() * wallets.length)]!;
    const key = `crash-${options.round}-${sent++}-${randomBytes(4).toString('hex')}`;
    const draw = next();
    if (draw < 0.4 && kinds.includes('withdraw')) {
      const body = { amount: aed(between(200_00, 450_00)), bank_account_id: wallet.bankAccountId };
      return { kind: 'withdraw', wallet, key, path: '/wallets/withdraw', body };
    }
    const secureCard = draw > 0.88 && kinds.includes('top_up_3ds');
    const body = {
      amount: aed(between(10_00, 500_00)),
      card_id: secureCard ? wallet.secureCardId : wallet.cardId,
    };
    return { kind: secureCard ? 'top_up_3ds' : 'top_up', wallet, key, path: '/wallets/top-up', body };
  };

  async function answer(request: Op): Promise<Reply> {
    for (let attempt = 1; attempt <= 3_000; attempt++) {
      let reply: Reply | undefined;
      try {
        const headers = { ...request.wallet.auth, 'idempotency-key': request.key };
        reply = await api.call('POST', request.path, { headers, body: request.body });
      } catch (error) {
        // Refused while no instance listens; cut when the instance died under the request.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') refused += 1;
        else cut += 1;
      }
      if (reply && reply.statusCode >= 500)
        problems.push(`${request.path} answered ${reply.statusCode} ${reply.body}`);
      const held = reply?.statusCode === 409 && reply.body.includes('idempotency_key_in_use');
      if (reply && reply.statusCode < 500 && !held) return reply;
      await sleep(50);
    }
    throw new Error(`${request.path} with key ${request.key} never answered`);
  }

  /** The card holder passes 3-D Secure at the gateway, which tells the API by a webhook it retries. */
  async function passChallenge(redirectUrl: string, chargeId: number) {
    const page = await fetch(redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    if (page.status !== 303) problems.push(`the 3-D Secure page of ${chargeId} answered ${page.status}`);
  }

  async function client() {
    while (crashing || sent < options.requests) {
      const request = op();
      const reply = await answer(request);
      const mine = expected.get(request.wallet.userId)!;
      const amount = fils(request.body.amount);
      const data = reply.statusCode === 200 ? json(reply).data : undefined;
      if (request.kind === 'withdraw') {
        if (data?.status === 'requested' && fils(data.amount) === amount) {
          mine.available -= amount;
          mine.blocked += amount;
          withdrawals.set(request.wallet.userId, (withdrawals.get(request.wallet.userId) ?? 0) + 1);
        } else if (!(reply.statusCode === 422 && reply.body.includes('You do not have enough credit')))
          problems.push(`withdrawal ${request.key}: ${reply.statusCode} ${reply.body}`);
        continue;
      }
      if (!data || fils(data.amount) !== amount) {
        problems.push(`top-up ${request.key}: ${reply.statusCode} ${reply.body}`);
        continue;
      }
      topUps.set(request.key, data.id);
      if (request.kind === 'top_up') {
        if (data.status === 'succeeded') mine.available += amount;
        else problems.push(`top-up ${data.id} is ${data.status}`);
        continue;
      }
      // The first reply, or the retry's after a crash: either way the card holder can go on.
      if (data.status !== 'requires_action' || !data.redirect_url) {
        problems.push(`3-D Secure top-up ${data.id} is ${data.status}, redirect ${data.redirect_url}`);
        continue;
      }
      await passChallenge(data.redirect_url, data.id);
      secure.push({ chargeId: data.id, auth: request.wallet.auth });
      mine.available += amount;
    }
  }

  async function crashes() {
    for (let kill = 0; kill < options.kills; kill++) {
      await sleep(200 + Math.floor(next() * 1_200));
      await api.crashAndRestart();
    }
    crashing = false;
  }

  await Promise.all([crashes(), ...Array.from({ length: options.clients }, client)]);
  return { expected, problems, secure, topUps, withdrawals, sent, cut, refused };
}
