import { invoiceDocumentSchema, invoicePage } from '@wasla/shared/contracts/invoices';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestInvoice } from '../../test/invoices';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let buyer: Member;
let other: Member;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [buyer, other] = await Promise.all([account(t, 'Layla Buyer'), account(t, 'Omar Other')]);
  const db = t.app.database.db;
  for (const days of [1, 2, 3])
    ids.push((await issueTestInvoice(db, buyer.id, { days, discountFils: 1_00n })).id);
  await issueTestInvoice(db, other.id);
});
afterAll(() => t.close());

const as = (who: Member, lang = 'en') => ({ ...who.auth, 'content-language': lang });

/** The PDF's words with where they stand: pdf.js puts each drawn piece back in reading order. */
async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  const items = (await (await pdf.getPage(1)).getTextContent()).items as {
    str: string;
    transform: number[];
  }[];
  return { text, x: (str: string) => items.find((item) => item.str.includes(str))?.transform[4] };
}

describe('the invoices routes', () => {
  it('lists only my invoices, newest first, paged', async () => {
    const res = await t.api('GET', '/invoices?per_page=10', { headers: as(buyer) });
    expect(res.statusCode).toBe(200);
    const page = invoicePage.parse(res.json().data);
    expect(page.data.map((i) => i.id)).toEqual([...ids].reverse());
    expect(page.meta).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
    // 3 days × 10.00 − 1.00, plus 5 % tax.
    expect(page.data[0]).toMatchObject({
      total: '30.45',
      currency: 'AED',
      number: expect.stringMatching(/^WSL-\d{4}-\d{6}$/),
    });
    expect((await t.api('GET', '/invoices')).statusCode).toBe(401);
  });

  it('shows an invoice to its buyer only: anyone else is told it does not exist', async () => {
    const mine = await t.api('GET', `/invoices/${ids[2]}`, { headers: as(buyer) });
    expect(mine.statusCode).toBe(200);
    const invoice = invoiceDocumentSchema.parse(mine.json().data);
    expect(invoice).toMatchObject({
      id: ids[2],
      kind: 'mark',
      subtotal: '30.00',
      discount: '1.00',
      tax_percentage: '5.00',
      tax: '1.45',
      total: '30.45',
      buyer: { id: buyer.id, name: 'Layla Buyer' },
      seller: { name: expect.any(String), tax_registration_number: expect.stringMatching(/^\d{15}$/) },
      buyer_currency: { currency: 'AED', rate: '1', total: '30.45' },
    });
    const theirs = await t.api('GET', `/invoices/${ids[2]}`, { headers: as(other) });
    const missing = await t.api('GET', '/invoices/2147483000', { headers: as(other) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await t.api('GET', `/invoices/${ids[2]}/pdf`, { headers: as(other) })).statusCode).toBe(404);
  });

  it('downloads a real PDF, in English left to right', async () => {
    const res = await t.api('GET', `/invoices/${ids[0]}/pdf`, { headers: as(buyer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = (await t.api('GET', `/invoices/${ids[0]}`, { headers: as(buyer) })).json().data.number;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, x } = await pdfText(res.rawPayload);
    for (const words of [
      'Tax invoice',
      `Invoice no.: ${number}`,
      'Layla Buyer',
      'Promotion of “Logo design”, per day',
      'VAT (5.00%)',
      'AED 9.45',
    ])
      expect(text).toContain(words);
    expect(x('Seller')!).toBeLessThan(x('Buyer')!);
  });

  it('draws Arabic right to left, each line in reading order', async () => {
    const res = await t.api('GET', `/invoices/${ids[0]}/pdf`, { headers: as(buyer, 'ar') });
    expect(res.statusCode).toBe(200);
    const number = (await t.api('GET', `/invoices/${ids[0]}`, { headers: as(buyer) })).json().data.number;
    const { text, x } = await pdfText(res.rawPayload);
    // Read back in logical order: the label, then the number after it.
    expect(text).toContain(`رقم الفاتورة: ${number}`);
    expect(text).toContain('تصميم شعار');
    // The seller stands on the right, the buyer (their account line) on the left; the description
    // column at the right. (pdf.js reads some ligatures back out of order, so these words have none.)
    expect(x('البائع')!).toBeGreaterThan(x('الحساب')!);
    expect(x('البيان')!).toBeGreaterThan(x('المبلغ')!);
  });
});
