import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A plain SMTP server on a loopback port that keeps every raw message it receives, headers and all,
 * for SMTP_URL: `codeFor` reads the six-digit code of the newest message to an address (in a
 * language whose body is not base64). Used by tests and by `npm run stack:check`.
 *
 * `beforeAccepting(to)` plays a mail server's moods: it may wait (a slow server) or throw an error
 * with a `responseCode` (451: busy, try later), and the message is then refused and not kept.
 */
export async function startMailCatcher(
  options: { beforeAccepting?: (to: string) => Promise<void> | void } = {},
) {
  const received: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        Promise.resolve()
          .then(() => options.beforeAccepting?.(to))
          .then(
            () => {
              received.push({ to, raw });
              callback();
            },
            (refusal: Error) => callback(refusal),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The code mailed to `to`, once it has arrived (within `withinMs`). */
    async codeFor(to: string, withinMs = 30_000) {
      for (const started = Date.now(); Date.now() - started < withinMs; ) {
        const mail = received.findLast((m) => m.to === to);
        const code = mail?.raw.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code reached ${to} within ${withinMs / 1000} s`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
