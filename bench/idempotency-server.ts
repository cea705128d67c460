import { freshBenchApp, stopWithParent } from './lib/fresh-app';

/**
 * The app for bench/idempotency-overhead.ts: a fresh data folder (PGlite in it unless DATABASE_URL
 * is set), one verified provider holding one draft, then it listens and tells the parent the address
 * and the provider's token. It does nothing else, so the parent measures only the route.
 */
const { app, config, removeData } = await freshBenchApp('idempotency');

const call = async (method: 'GET' | 'POST', path: string, body?: object, token?: string) => {
  const res = await app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      'x-api-key': config.API_KEY,
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

const email = `idempotency-bench-${Date.now()}@example.com`;
const password = `Bench&${Date.now()}x`;
const { token } = await call('POST', '/register', {
  name: 'Idempotency bench',
  email,
  password,
  password_confirmation: password,
});
let code: string | undefined;
for (let waited = 0; !code && waited < 5000; waited += 50) {
  const mail = await call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
  code = (mail[0]?.text as string | undefined)?.match(/\b(\d{6})\b/)?.[1];
  if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
}
await call('POST', '/verify-otp-code', { purpose: 'verify_email', code }, token);
await call('POST', '/budgets', { type: 'provided' }, token);

const address = await app.listen({ host: config.HOST, port: 0 });
process.send?.({ url: address, apiKey: config.API_KEY, token, database: app.database.kind });
stopWithParent(app, removeData);
