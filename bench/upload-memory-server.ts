import { join } from 'node:path';
import { freshBenchApp, stopWithParent } from './lib/fresh-app';

/**
 * The app for bench/upload-memory.ts: a fresh data folder (PGlite in it unless DATABASE_URL is set),
 * `count` (argv[2]) verified providers each with one draft service, then it listens and tells the
 * parent who may upload where. With VIA=web the built web app is served too, as `npm start` does, so
 * uploads can go through its upload route. Its resident memory is what the parent measures, so it
 * does nothing else.
 */
const count = Number(process.argv[2] ?? 10);
const { app, config, removeData } = await freshBenchApp('upload');
// Before the first request below: routes cannot be added once the app has started.
if (process.env.VIA === 'web') {
  const { registerWeb } = await import('../apps/web/server/web-host');
  await registerWeb(app, {
    buildDir: join(import.meta.dirname, '..', 'apps', 'web', 'build'),
    apiKey: config.API_KEY,
  });
}

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

const password = `Bench&${Date.now()}x`;
const providers: { token: string; serviceId: number }[] = [];
for (let i = 0; i < count; i++) {
  const email = `upload-bench-${Date.now()}-${i}@example.com`;
  const { token } = await call('POST', '/register', {
    name: `Upload bench ${i}`,
    email,
    password,
    password_confirmation: password,
  });
  const mail = await call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = (mail[0].text as string).match(/\b(\d{6})\b/)?.[1];
  await call('POST', '/verify-otp-code', { purpose: 'verify_email', code }, token);
  const draft = await call('POST', '/budgets', { type: 'provided' }, token);
  providers.push({ token, serviceId: draft.service.id });
}

// Any free port: the parent learns which one.
const address = await app.listen({ host: config.HOST, port: 0 });
process.send?.({ url: address, apiKey: config.API_KEY, providers });
stopWithParent(app, removeData);
