import { createTestApp, IN_MEMORY, issueTestInvoice, type TestApp } from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { loader as pdfLoader } from './invoice-pdf';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let buyer: PageMember;
let stranger: PageMember;
let invoice: { id: number; number: string };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  renderer = await startPageRenderer(t);
  [buyer, stranger] = await Promise.all([pageMember(t, 'Layla Buyer'), pageMember(t, 'Sami Stranger')]);
  // The buyer reads prices in US dollars: the invoice keeps the dollar total at the rate of the moment.
  const currencies = (await t.api('GET', '/currencies')).json().data as { id: number; code: string }[];
  const usd = currencies.find((c) => c.code === 'USD')!;
  const changed = await t.api('POST', '/update-user-currency', {
    headers: buyer.auth,
    body: { currency_id: usd.id },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const issued = await issueTestInvoice(t.app.database.db, buyer.id, {
    days: 3,
    discountFils: 1_00n,
    service: 'Logo design',
  });
  invoice = { id: issued.id, number: issued.number };
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the invoice pages', () => {
  it('show my invoice in English: parties, lines, tax and totals in AED, dollars at the stored rate', async () => {
    const page = await renderer.page(`/en/invoices/${invoice.id}`, buyer.cookie);
    expect(page.status).toBe(200);
    const text = pageText(page);
    for (const words of [
      'Tax invoice',
      `Invoice no. : ${invoice.number}`,
      'Seller',
      'Tax registration number',
      'Layla Buyer',
      'Promotion of “Logo design”, per day',
      'AED 30.00',
      'Discount AED 1.00',
      'VAT (5.00%) AED 1.45',
      'Total AED 30.45',
      'Total in USD',
      '1 AED = ',
      'Print',
      'Download PDF',
    ])
      expect(text).toContain(words);
    expect(page.sent).toContain(`href="/en/invoices/${invoice.id}/pdf"`);
    expect(page.sent).toContain('@media print');
    expect(text).not.toMatch(/invoices\./);
  });

  it('read right to left in Arabic', async () => {
    const page = await renderer.page(`/ar/invoices/${invoice.id}`, buyer.cookie);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/<html[^>]*dir="rtl"/);
    const text = pageText(page);
    for (const words of [
      'فاتورة ضريبية',
      'البائع',
      'المشتري',
      'تمييز «Logo design»، لليوم',
      'طباعة',
      'تنزيل PDF',
    ])
      expect(text).toContain(words);
  });

  it('list my invoices under my account, in French and Turkish too', async () => {
    const fr = pageText(await renderer.page('/fr/invoices', buyer.cookie));
    expect(fr).toContain('Mes factures');
    expect(fr).toContain(invoice.number);
    expect(fr).toContain('Mise en avant d’un service');
    const tr = pageText(await renderer.page('/tr/invoices', buyer.cookie));
    expect(tr).toContain('Faturalarım');
    expect(tr).toContain(invoice.number);
    const empty = pageText(await renderer.page('/en/invoices', stranger.cookie));
    expect(empty).toContain('No invoices yet.');
    expect(empty).not.toContain(invoice.number);
  });

  it('show another account its 404 page, and a guest the login', async () => {
    expect((await renderer.page(`/en/invoices/${invoice.id}`, stranger.cookie)).status).toBe(404);
    const guest = await renderer.page(`/en/invoices/${invoice.id}`);
    expect([302, 303]).toContain(guest.status);
  });

  it('download the PDF through this host, never from the API directly', async () => {
    const call = async (cookie: string) => {
      const request = new Request(`http://localhost/ar/invoices/${invoice.id}/pdf`, { headers: { cookie } });
      try {
        return (await pdfLoader({
          request,
          params: { lang: 'ar', id: String(invoice.id) },
          context: inProcessContext(t),
        } as never)) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        // A refusal React Router turns into its status (`data(null, { status })`).
        const init = (thrown as { init?: { status?: number } }).init;
        if (init?.status) return new Response(null, { status: init.status });
        throw thrown;
      }
    };
    const res = await call(buyer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await call(stranger.cookie)).status).toBe(404);
  });
});
