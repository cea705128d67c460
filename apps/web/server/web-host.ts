import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  DEAL_FILE_MAX_BYTES,
  PROFILE_PHOTO_MAX_BYTES,
  SERVICE_VIDEO_MAX_BYTES,
} from '@wasla/shared/business-constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { type PageCalls, pageApiFetch } from './page-api-fetch';
import { cacheHeadersFor, isCrossSitePost, isSignedInRequest, secureCookies } from './reply-privacy';

const YEAR_SECONDS = 31_536_000;
// The service worker's file, as it is or precompressed (service-worker-build.ts writes it).
const SERVICE_WORKER_FILE = /[\\/]client[\\/]sw\.js(?:\.br|\.gz)?$/;
// Pages take forms, not uploads (those go to the API, which has its own limits).
const PAGE_BODY_LIMIT_BYTES = 1_048_576;
// The one page route that takes a file: the profile photo (5 MB) with room for the form around it.
const AVATAR_ROUTE = /^\/[a-z]{2}\/my-profile\/avatar(?:\.data)?(?:\?|$)/;
// Files of a service, one kind per request; a video is the largest (50 MB).
const SERVICE_MEDIA_ROUTE = /^\/[a-z]{2}\/edit-service\/\d+\/media(?:\.data)?(?:\?|$)/;
// Attachments of a deal's offer or delivery, one file (5 MB at most) per request.
const DEAL_FILES_ROUTE = /^\/[a-z]{2}\/deals\/\d+\/files(?:\.data)?(?:\?|$)/;
const bodyLimitOf = (url: string) =>
  AVATAR_ROUTE.test(url)
    ? PROFILE_PHOTO_MAX_BYTES + PAGE_BODY_LIMIT_BYTES
    : SERVICE_MEDIA_ROUTE.test(url)
      ? SERVICE_VIDEO_MAX_BYTES + PAGE_BODY_LIMIT_BYTES
      : DEAL_FILES_ROUTE.test(url)
        ? DEAL_FILE_MAX_BYTES + PAGE_BODY_LIMIT_BYTES
        : PAGE_BODY_LIMIT_BYTES;

/** Passes a request body through, failing once it grows past the limit whatever Content-Length says. */
function limited(body: Readable, limit: number): Readable {
  let seen = 0;
  return body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(seen > limit ? new Error('request body too large') : null, chunk);
      },
    }),
  );
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(limited(request.raw, bodyLimitOf(request.url))) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  options: { secureCookies: boolean },
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  // Behind a trusted proxy, `request.protocol` is what the visitor used (X-Forwarded-Proto).
  const secure = options.secureCookies || request.protocol === 'https';
  if (cookies.length) reply.header('set-cookie', secure ? secureCookies(cookies) : cookies);
  const cache = cacheHeadersFor({
    signedIn: isSignedInRequest(request.headers.cookie),
    setsCookies: cookies.length > 0,
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  });
  reply.header('cache-control', cache.cacheControl).header('vary', cache.vary);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

/**
 * Serves the built web app from the API's own Fastify instance: one origin, one process. Loaders reach
 * the API in-process through `inject` (no socket, the visitor's address kept for rate limits), and
 * every page gets a fresh CSP nonce.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: {
    buildDir: string;
    apiKey: string;
    /** Mark every cookie `Secure` (a public site); otherwise only replies to https requests. */
    secureCookies?: boolean;
    /** The site's public address (PUBLIC_URL): canonical links, the sitemap, the profile QR code. */
    publicUrl?: string;
    /** The API's allowance for a page's calls after its first (`app.pageCallKey`). */
    pageCalls?: PageCalls;
  },
) {
  const serverEntry = join(options.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run "npm run build" first.`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'client'),
    wildcard: false,
    preCompressed: true,
    // Cache-Control is set below: the plugin's own (`public, max-age=0`) would replace it.
    cacheControl: false,
    setHeaders(res, path) {
      // Hashed file names never change content, so browsers may keep them for a year. The service
      // worker is asked again each time: a new version must reach every browser at its next visit.
      const hashed = path.includes(`${join('client', 'assets')}`);
      res.setHeader(
        'cache-control',
        hashed
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : SERVICE_WORKER_FILE.test(path)
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  await app.register(async (web) => {
    // Forms and uploads reach React Router untouched; it reads the body itself.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/')) return reply.callNotFound();
        if (Number(request.headers['content-length'] ?? 0) > bodyLimitOf(request.url)) {
          return reply.status(413).type('text/plain; charset=utf-8').send('Payload too large');
        }
        // React Router refuses such a post too, but by throwing, which would answer 500.
        if (
          isCrossSitePost(request.method, request.headers.origin, `${request.protocol}://${request.host}`)
        ) {
          return reply.status(403).type('text/plain; charset=utf-8').send('Cross-site form refused');
        }
        const apiFetch = pageApiFetch(app, {
          apiKey: options.apiKey,
          requestId: request.id,
          clientAddress: request.ip,
          pageCalls: options.pageCalls,
        });
        const response = await handle(toWebRequest(request, reply), {
          apiFetch,
          nonce: randomBytes(16).toString('base64'),
          clientAddress: request.ip,
          publicOrigin: options.publicUrl,
        });
        return sendWebResponse(request, reply, response, { secureCookies: options.secureCookies ?? false });
      },
    });
  });
}
