import { createTestApp, IN_MEMORY, type TestApp, teamMember } from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  renderer = await startPageRenderer(t);
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the legal pages', () => {
  it('show the shipped text until the team saves its own, then that, dated, in each language', async () => {
    const shipped = pageText(await renderer.page('/en/terms-and-conditions'));
    expect(shipped).toContain('Terms and conditions');
    expect(shipped).toContain('Last updated: 1 November 2026');

    const admin = await teamMember(t, 'admin');
    const text = (lang: string) => ({
      title: `Conditions (${lang})`,
      intro: 'What both sides agree to.',
      sections: [{ title: `Escrow ${lang}`, paragraphs: ['Money waits until the work is accepted.'] }],
    });
    const saved = await t.api('PUT', '/admin/pages/terms', {
      headers: admin.auth,
      body: {
        content: { ar: text('ar'), en: text('en'), fr: text('fr'), tr: text('tr') },
        reason: 'Escrow first',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const french = pageText(await renderer.page('/fr/terms-and-conditions'));
    for (const words of ['Conditions (fr)', 'Escrow fr', 'Dernière mise à jour'])
      expect(french).toContain(words);
    expect(french).not.toContain('1 November 2026');
    // The other page still shows what ships.
    expect(pageText(await renderer.page('/en/privacy-policy'))).toContain('Last updated: 1 November 2026');
  });
});
