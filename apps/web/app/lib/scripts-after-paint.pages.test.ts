import {
  categoryPair,
  createTestApp,
  IN_MEMORY,
  insertListedService,
  insertProvider,
  signUpVerified,
  type TestApp,
} from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPaintProblems } from '../test/after-paint-checks';
import { type RenderedPage, startPageRenderer } from '../test/page-renderer';
import { scriptsAfterPaint } from './scripts-after-paint.server';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let signedIn: string;
let serviceSlug: string;
let providerSlug: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  renderer = await startPageRenderer(t);
  const me = await signUpVerified(t, 'Page Reader');
  signedIn = `wasla_at=${encodeURIComponent(me.token)}`;
  const provider = await insertProvider(t, 'Cedar Studio');
  const { mainId, subId } = await categoryPair(t);
  const service = await insertListedService(t, {
    userId: provider.id,
    names: { en: 'Logo design for small shops', ar: 'تصميم شعار للمتاجر الصغيرة' },
    descriptions: { en: '<p>A clear logo with three proposals and the source files.</p>' },
    mainCategoryId: mainId,
    categoryId: subId,
  });
  serviceSlug = service.slug;
  providerSlug = provider.slug;
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

const problemsOf = (page: RenderedPage) =>
  afterPaintProblems(page.rendered, page.sent, page.nonce, renderer.entryModule);

// One page of every kind of route module: its loaders, layouts and error boundaries all end in the
// same document, whose scripts the entry holds back until after the first paint.
const PAGES: [kind: string, path: () => string, status: number, signedIn?: boolean][] = [
  ['home', () => '/en', 200],
  ['home, right to left', () => '/ar', 200],
  ['listing of services', () => '/en/category', 200],
  ['listing of providers', () => '/en/providers', 200],
  ['search', () => '/en/category?name=logo', 200],
  ['service page', () => `/en/services/${encodeURIComponent(serviceSlug)}`, 200],
  ['provider page', () => `/en/provider/${encodeURIComponent(providerSlug)}`, 200],
  ['static content', () => '/en/about-us', 200],
  ['questions and answers', () => '/en/faq', 200],
  ['sign-in form', () => '/en/auth/login', 200],
  ['sign-up form', () => '/en/auth/sign-up', 200],
  ['signed-in dashboard', () => '/en/dashboard', 200, true],
  ['signed-in profile form', () => '/en/my-profile', 200, true],
  ['signed-in favourites', () => '/en/favorite', 200, true],
  ['signed-in chat layout', () => '/en/chat', 200, true],
  ['page not found', () => '/en/no-such-page', 404],
  ['error page of a missing service', () => '/en/services/no-such-service-s00000000', 404],
  ['development mailbox', () => '/en/dev/mailbox', 200],
];

describe('scripts after the first paint, on every kind of page', () => {
  it.each(PAGES)('%s', async (_kind, path, status, withSession) => {
    const page = await renderer.page(path(), withSession ? signedIn : undefined);
    expect(page.status).toBe(status);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="(en|ar)"/);
    expect(problemsOf(page)).toEqual([]);
  });
});

describe('the checks of a page', () => {
  let home: RenderedPage;
  beforeAll(async () => {
    home = await renderer.page('/en');
  });
  // What React Router might write one day instead of what the rewrite expects.
  const changes: [string, (html: string) => string][] = [
    [
      'the module script with its attributes in another order',
      (html) =>
        html.replace(
          /<script nonce="([^"]*)" type="module" async="">/,
          '<script type="module" async="" nonce="$1">',
        ),
    ],
    [
      'a module preload with its address first',
      (html) =>
        html.replace(/<link rel="modulepreload" href="([^"]+)"/, '<link href="$1" rel="modulepreload"'),
    ],
    [
      'a module script written without async',
      (html) => html.replace(' type="module" async=""', ' type="module"'),
    ],
    [
      'a second module script',
      (html) =>
        html.replace(
          '</body>',
          `<script nonce="${home.nonce}" type="module" async="">import("/x.js");</script></body>`,
        ),
    ],
  ];

  it.each(changes)('fail when React Router writes %s', (_change, change) => {
    const template = change(home.rendered);
    expect(template).not.toBe(home.rendered);
    expect(
      afterPaintProblems(template, scriptsAfterPaint(template), home.nonce, renderer.entryModule),
    ).not.toEqual([]);
  });

  it('fail on a page sent as rendered, with a script lost, without its nonce, or broken', () => {
    const check = (sent: string) => afterPaintProblems(home.rendered, sent, home.nonce, renderer.entryModule);
    expect(check(home.sent)).toEqual([]);
    expect(check(home.rendered)).not.toEqual([]);
    const lost = home.sent.replace(
      /<script nonce="[^"]*">window\.__reactRouterContext\.streamController\.close\(\);<\/script>/,
      '',
    );
    expect(lost).not.toBe(home.sent);
    expect(check(lost)).toContainEqual(expect.stringMatching(/^inline scripts changed/));
    expect(
      check(home.sent.replace(`<script nonce="${home.nonce}">(function(run)`, '<script>(function(run)')),
    ).toContainEqual(expect.stringMatching(/nonce/));
    const broken = home.sent.replace('</script><script', '</script><<script');
    expect(broken).not.toBe(home.sent);
    expect(check(broken)).toContainEqual(expect.stringMatching(/^not well formed/));
  });
});
