import Fastify from 'fastify';

/** The baseline: a bare Fastify JSON route on the same machine, no database, no plugins. */
const port = Number(process.argv[2] ?? 3211);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ error: false, data: { hello: 'world' } }));
await app.listen({ host: '127.0.0.1', port });
process.send?.('ready');
