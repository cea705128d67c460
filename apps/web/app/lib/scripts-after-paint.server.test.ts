import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server';

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="n0"/>',
  '<link rel="preload" as="font" href="/assets/font.woff2"/>',
  '</head><body><main>Page</main>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  '<script nonce="n0" type="module" async="">;\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("[]");</script>',
  '</body></html>',
].join('');

describe('scripts after the first paint', () => {
  const out = scriptsAfterPaint(page);

  it('takes the module preloads out of the head and leaves other preloads', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="preload" as="font" href="/assets/font.woff2"/>');
  });

  it('makes the module script inert and keeps its text and nonce', () => {
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      '<script nonce="n0" type="text/x-module-after-paint">;\nimport * as route0 from "/assets/root-3.js";',
    );
  });

  it('adds, right after it, a loader of the same nonce that restores both once the first paint is shown', () => {
    const inertEnd = out.indexOf('</script>', out.indexOf('text/x-module-after-paint')) + 9;
    const loader = out.slice(inertEnd, out.indexOf('</script>', inertEnd) + 9);
    expect(loader.startsWith('<script nonce="n0">(function(run)')).toBe(true);
    expect(loader).toContain("'largest-contentful-paint'");
    expect(loader).toContain('["/assets/entry.client-1.js","/assets/framework-2.js"]');
    expect(loader).toContain("s.type='module'");
    // The data scripts after it are untouched.
    expect(out.slice(inertEnd + loader.length)).toContain('streamController.enqueue("[]")');
  });

  it('leaves a document without a module script as it is', () => {
    const plain = '<html><head></head><body><p>Error</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
