import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extraOptionFactory, mediaFactory } from '@wasla/api/db/factories/index';
import { createTeamRepository } from '@wasla/api/modules/team/team.repository';
import { runTeamCommand } from '@wasla/api/modules/team/team-command';
import { dealOf } from '@wasla/api/test/deal-work';
import { categoryPair, insertListedService, insertProvider } from '@wasla/api/test/listed-services';
import { fund } from '@wasla/api/test/payouts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { E2E_CONTROL_PORT } from './server-address';

/**
 * Test infrastructure only, never part of the product: a loopback HTTP server through which journeys
 * put an account in a state no screen can reach (blocked by the team, or with a verified phone next
 * to its e-mail), or list a service without going through the wizard. Each call is one fixed piece of
 * work on the journeys' own database.
 */
const ACTIONS: Record<string, (app: FastifyInstance, body: Record<string, string>) => Promise<unknown>> = {
  '/block': (app, { email }) =>
    app.database.db.execute(
      sql`update users set blocked_until = now() + interval '1 month' where email = ${email}`,
    ),
  '/verified-phone': (app, { email, country_code, phone_number }) =>
    app.database.db.execute(
      sql`update users set country_code = ${country_code}, phone_number = ${phone_number}, phone_verified_at = now() where email = ${email}`,
    ),
  // A team role (`finance`, …) granted to the account of `email`, as `npm run team -- grant` does;
  // the command itself cannot open the journeys' embedded database while the server holds it.
  '/team-role': async (app, { email, role }) => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const code = await runTeamCommand(
      ['grant', email ?? '', role ?? ''],
      createTeamRepository(app.database.db),
      io,
    );
    if (code !== 0) throw new Error(lines.join('\n'));
    return { rowCount: 1 };
  },
  // The bank accounts of `email` as they are 49 hours after their details were given: the 48-hour
  // wait before a withdrawal may use them is over (a journey cannot wait two days).
  '/bank-accounts-waited': (app, { email }) =>
    app.database.db.execute(
      sql`update bank_accounts set details_changed_at = now() - interval '49 hours' where user_id = (select id from users where email = ${email})`,
    ),
  // A provider named `provider` with one open service named `name_en` / `name_ar`, found by search.
  // Answers with the service's slug.
  '/listed-service': async (app, { provider, name_en, name_ar }) => {
    const t = { app };
    const user = await insertProvider(t, provider ?? 'Demo provider');
    const { mainId, subId } = await categoryPair(t);
    const service = await insertListedService(t, {
      userId: user.id,
      names: { en: name_en, ar: name_ar },
      mainCategoryId: mainId,
      categoryId: subId,
    });
    return { rowCount: 1, slug: service.slug };
  },
  // An open provided service of the account of `email`, with three plans (100, 200 and 300 AED) and
  // one extra option (`extra`, 40 AED, one more day): what a deal journey orders. Answers its slug.
  '/service-of': async (app, { email, name_en, name_ar, extra }) => {
    const t = { app };
    const found = await app.database.db.execute<{ id: number }>(
      sql`select id from users where email = ${email ?? ''}`,
    );
    const userId = found.rows[0]?.id;
    if (!userId) throw new Error(`no account ${email}`);
    const { mainId, subId } = await categoryPair(t);
    const service = await insertListedService(t, {
      userId,
      names: { en: name_en, ar: name_ar },
      mainCategoryId: mainId,
      categoryId: subId,
      prices: [100_00, 200_00, 300_00],
    });
    await extraOptionFactory.one(app.database.db, {
      serviceId: service.id,
      price: 40_00n,
      description: extra ?? 'Source files',
      deliveryDays: 1,
      unit: 'day',
    });
    app.catalogueCache.clear();
    app.listingCache.clear();
    return { rowCount: 1, slug: service.slug };
  },
  // An event of type `type` whose delivery failed every attempt, as the worker leaves it: what the
  // back office's dead letters show. Answers its id.
  '/dead-event': async (app, { type, error }) => {
    const made = await app.database.db.execute<{ id: string }>(sql`
      insert into outbox_events (type, subject_kind, subject_id, payload, state, attempts, last_error)
      values (${type ?? 'journey.undeliverable'}, 'journey', '0', '{}', 'dead', 10, ${error ?? 'refused'})
      returning id`);
    return { rowCount: 1, id: Number(made.rows[0]?.id) };
  },
  // A deal titled `title` between the accounts of `client` and `provider`, approved and paid from the
  // client's wallet (funded for it: 105.25 AED for a 100.00 order), waiting for the provider's work.
  // Answers its id: how a dispute journey starts without ordering and paying again.
  '/paid-deal': async (app, { client, provider, title }) => {
    const t = { app };
    const member = async (email: string | undefined) => {
      const found = await app.database.db.execute<{ id: number }>(
        sql`select id from users where email = ${email ?? ''}`,
      );
      const id = found.rows[0]?.id;
      if (!id) throw new Error(`no account ${email}`);
      return { id };
    };
    const { deal } = await dealOf(t, {
      client: await member(client),
      provider: await member(provider),
      step: 'in_progress',
      title,
    });
    return { rowCount: 1, id: deal.id };
  },
  // A new provider named `provider` approves an offer the account of `email` sent them, titled
  // `title`: the account is told (a notification, and a push to each of its live devices).
  '/approved-offer': async (app, { email, provider, title }) => {
    const found = await app.database.db.execute<{ id: number }>(
      sql`select id from users where email = ${email ?? ''}`,
    );
    const clientId = found.rows[0]?.id;
    if (!clientId) throw new Error(`no account ${email}`);
    const approver = await insertProvider({ app }, provider ?? 'Demo provider');
    const { deal } = await dealOf(
      { app },
      { client: { id: clientId }, provider: approver, step: 'approved', title },
    );
    return { rowCount: 1, id: deal.id };
  },
  // The push subscriptions the API keeps for the account of `email` (their endpoints), whether or not
  // their session is still live: a logout that stops the push client leaves none.
  '/push-endpoints': async (app, { email }) => {
    const found = await app.database.db.execute<{ endpoint: string }>(
      sql`select p.endpoint from push_subscriptions p join users u on u.id = p.user_id
          where u.email = ${email ?? ''} order by p.id`,
    );
    return { rowCount: found.rows.length, list: found.rows.map((row) => row.endpoint) };
  },
  // An open service of a new provider put on holiday or closed (`status`), named `name_en` /
  // `name_ar`: what a visitor asks to be told about when it is available again. Answers its slug.
  '/unavailable-service': async (app, { status, name_en, name_ar }) => {
    const t = { app };
    const user = await insertProvider(t, 'Provider away');
    const { mainId, subId } = await categoryPair(t);
    const service = await insertListedService(t, {
      userId: user.id,
      names: { en: name_en, ar: name_ar },
      mainCategoryId: mainId,
      categoryId: subId,
      status: status === 'closed' ? 'closed' : 'holiday',
    });
    return { rowCount: 1, slug: service.slug };
  },
  // A service that was listed and is gone: deleted by its owner (`how` = deleted) or back to a draft
  // (`how` = draft). Answers with its slug, the address a visitor may still hold.
  '/gone-service': async (app, { how }) => {
    const t = { app };
    const user = await insertProvider(t, 'Former provider');
    const { mainId, subId } = await categoryPair(t);
    const service = await insertListedService(t, {
      userId: user.id,
      names: { en: 'A service no longer offered', ar: 'خدمة لم تعد معروضة' },
      mainCategoryId: mainId,
      categoryId: subId,
    });
    await app.database.db.execute(
      how === 'draft'
        ? sql`update services set status = 'draft' where id = ${service.id}`
        : sql`update services set deleted_at = now() where id = ${service.id}`,
    );
    return { rowCount: 1, slug: service.slug };
  },
  // A provider named `provider` with `provided` offered and `requested` requested open services,
  // enough for the pages of a profile's services tab.
  '/provider-with-services': async (app, { provider, provided, requested }) => {
    const t = { app };
    const user = await insertProvider(t, provider ?? 'Demo provider', {
      bio: `${provider} takes on small jobs and big ones.`,
    });
    const { mainId, subId } = await categoryPair(t);
    const counts = { provided: Number(provided ?? 7), requested: Number(requested ?? 1) };
    let made = 0;
    for (const type of ['provided', 'requested'] as const) {
      for (let n = 1; n <= counts[type]; n++) {
        await insertListedService(t, {
          userId: user.id,
          type,
          names: {
            en: `${provider} ${type} service ${n}`,
            ar: `خدمة ${provider} ${type === 'provided' ? 'معروضة' : 'مطلوبة'} رقم ${n}`,
          },
          mainCategoryId: mainId,
          categoryId: subId,
          // Newest first on the profile: service 1 is the newest.
          publishedAt: new Date(Date.now() - n * 60_000),
        });
        made++;
      }
    }
    return { rowCount: made };
  },
  // `aed` whole dirhams put in the available balance of `email`'s wallet, as a bank top-up the team
  // accepted: a journey paying from the wallet need not go through the card gateway first.
  '/fund': async (app, { email, aed }) => {
    const found = await app.database.db.execute(sql`select id from users where email = ${email ?? ''}`);
    const id = Number((found.rows[0] as { id: number } | undefined)?.id);
    if (!id) throw new Error(`no account ${email}`);
    await fund({ app } as Parameters<typeof fund>[0], id, BigInt(aed ?? '0') * 100n);
    return { id };
  },
  // The newest draft of `email` holding the free plan's 15 media already (10 pictures, 5 video
  // links): the next picture its author adds is over the plan's media limit.
  '/draft-media-full': async (app, { email }) => {
    const db = app.database.db;
    const found = await db.execute<{ id: number }>(
      sql`select s.id from services s join users u on u.id = s.user_id
          where u.email = ${email ?? ''} and s.status = 'draft' and s.deleted_at is null order by s.id desc limit 1`,
    );
    const serviceId = found.rows[0]?.id;
    if (!serviceId) throw new Error(`no draft of ${email}`);
    for (let n = 0; n < 10; n++) await mediaFactory.one(db, { serviceId, kind: 'image', isMain: n === 0 });
    for (let n = 0; n < 5; n++)
      await mediaFactory.one(db, {
        serviceId,
        kind: 'video',
        file: null,
        mime: null,
        link: `https://www.youtube.com/watch?v=wasla00000${n}`,
      });
    return { rowCount: 15, id: serviceId };
  },
  // The scheduled promotions of `email`'s services as they are when their start comes (the period
  // moved whole, its length kept), then the sweep that starts them: a journey cannot wait a day.
  // Answers the slugs of the account's services promoted now.
  '/marks-started': async (app, { email }) => {
    const moved = await app.database.db.execute(
      sql`update service_marks set ends_at = ends_at - (starts_at - now()), starts_at = now()
          where status = 'scheduled' and user_id = (select id from users where email = ${email ?? ''})`,
    );
    await app.sweep();
    // The slugs of the account's services promoted now, so a journey finds its own card.
    const promoted = await app.database.db.execute<{ slug: string }>(
      sql`select slug from services where promoted_until > now()
          and user_id = (select id from users where email = ${email ?? ''})`,
    );
    return { rowCount: Number(moved.rowCount ?? 0), list: promoted.rows.map((row) => row.slug) };
  },
  // The e-mails planned for the account of `email` (an unread notification's, a chat's) made due now:
  // a journey cannot wait the minutes after which what is still unread is e-mailed.
  '/mails-due': (app, { email }) =>
    app.database.db.execute(
      sql`update notification_mails set due_at = now() where state = 'scheduled' and user_id = (select id from users where email = ${email ?? ''})`,
    ),
};

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

export async function startControlServer(app: FastifyInstance): Promise<Server> {
  const server = createServer(async (request, response) => {
    const action = ACTIONS[request.url ?? ''];
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    if (!loopback || request.method !== 'POST' || !action) {
      response.writeHead(404).end();
      return;
    }
    try {
      // node-postgres counts rows in `rowCount`, PGlite in `affectedRows`.
      const result = (await action(app, await readJson(request))) as {
        rowCount?: number;
        affectedRows?: number;
        slug?: string;
        id?: number;
        list?: string[];
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          updated: result.rowCount ?? result.affectedRows ?? 0,
          slug: result.slug,
          id: result.id,
          list: result.list,
        }),
      );
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_CONTROL_PORT, '127.0.0.1', resolve);
  });
  return server;
}
