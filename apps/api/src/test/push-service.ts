import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A browser's side of web push, for tests: a subscription's keys (P-256 and the auth secret), and a
 * push service on the loopback that receives what the server sends, checks its VAPID header and
 * decrypts the payload as a browser does (RFC 8291 over RFC 8188's aes128gcm).
 */
export type Received = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
};

export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** The plaintext of an aes128gcm body sent to this subscription. */
    decrypt(body: Buffer): Buffer {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, info, 32));
      const key = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = padded.length;
      while (end > 0 && padded[end - 1] === 0) end--;
      if (padded[end - 1] !== 2) throw new Error('not a last record');
      return padded.subarray(0, end - 1);
    },
  };
}

/** A push service answering `status(path)` (201 by default) and keeping what it received. */
export async function startPushService(status: (path: string) => number = () => 201) {
  const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] =
    [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '';
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(status(path)).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
