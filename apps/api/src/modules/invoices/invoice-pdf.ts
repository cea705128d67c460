import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { translator } from '@wasla/i18n/server-translator';
import { type InvoiceDocument, lineParamsIn } from '@wasla/shared/contracts/invoices';
import { formatDate, formatMoney } from '@wasla/shared/format';
import { directionOf, type Language } from '@wasla/shared/languages';
import PDFDocument from 'pdfkit';
import { visualRuns } from './pdf-bidi';

// IBM Plex Sans Arabic has Arabic and Latin (with the accents of French and Turkish) in one font, so
// every language of an invoice is drawn with it; the PDF embeds the glyphs it uses.
const fontDir = dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/ibm-plex-sans-arabic/package.json'),
);
const FONTS = {
  regular: join(fontDir, '400Regular/IBMPlexSansArabic_400Regular.ttf'),
  bold: join(fontDir, '700Bold/IBMPlexSansArabic_700Bold.ttf'),
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#5b6470';
const INK = '#111827';

type Style = { size?: number; bold?: boolean; color?: string; align?: 'start' | 'end' };

/**
 * An invoice (or a quote) as an A4 PDF in `lang`: Arabic pages run right to left, with the columns
 * mirrored and each line's Arabic shaped by the font engine and ordered by the bidi algorithm.
 */
export function renderInvoicePdf(invoice: InvoiceDocument, lang: Language): Promise<Buffer> {
  const t = translator(lang, 'common');
  const rtl = directionOf(lang) === 'rtl';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang,
    displayTitle: true,
    info: { Title: invoice.number ?? t('invoices.quote_title'), Author: invoice.seller.name },
    font: FONTS.regular,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Wraps `text` to `width` at spaces, in logical order. */
  const wrap = (text: string, width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && doc.widthOfString(next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  };

  /**
   * Draws `text` in the box that starts `x` points from the page's start edge (the right one in
   * Arabic), `width` wide, at `y`; answers the height it took.
   */
  const write = (text: string, x: number, y: number, width: number, style: Style = {}) => {
    const size = style.size ?? 9.5;
    doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(style.color ?? INK);
    const left = rtl ? PAGE.margin + WIDTH - x - width : PAGE.margin + x;
    const toRight = (style.align ?? 'start') === 'start' ? rtl : !rtl;
    const lineHeight = size * 1.45;
    const lines = wrap(text, width);
    lines.forEach((line, index) => {
      const runs = visualRuns(line, rtl ? 'rtl' : 'ltr').map((run) => ({
        ...run,
        width: doc.widthOfString(run.text),
      }));
      const total = runs.reduce((sum, run) => sum + run.width, 0);
      let cx = toRight ? left + width - total : left;
      for (const run of runs) {
        doc.text(run.text, cx, y + index * lineHeight, { lineBreak: false });
        cx += run.width;
      }
    });
    return lines.length * lineHeight;
  };
  const rule = (y: number, color = '#d1d5db') =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  const aed = (amount: string) => formatMoney(amount, invoice.currency, lang);

  // Heading: the seller's name, the document's title, its number and date.
  let y = PAGE.margin;
  write(invoice.seller.name, 0, y, WIDTH / 2, { size: 15, bold: true });
  write(invoice.number ? t('invoices.title') : t('invoices.quote_title'), WIDTH / 2, y, WIDTH / 2, {
    size: 15,
    bold: true,
    align: 'end',
  });
  y += 26;
  const meta: [string, string][] = [
    [t('invoices.kind'), t(`invoices.kinds.${invoice.kind}`)],
    ...(invoice.number ? [[t('invoices.number'), invoice.number] as [string, string]] : []),
    ...(invoice.issued_at
      ? [[t('invoices.issued'), formatDate(invoice.issued_at, lang)] as [string, string]]
      : []),
  ];
  for (const [label, value] of meta) {
    write(`${label}: ${value}`, WIDTH / 2, y, WIDTH / 2, { align: 'end', color: MUTED });
    y += 14;
  }
  y += 10;

  // The two parties, side by side.
  const party = (title: string, lines: string[], x: number) => {
    let at = y;
    at += write(title, x, at, WIDTH / 2 - 12, { bold: true, size: 10.5 });
    for (const line of lines) at += write(line, x, at, WIDTH / 2 - 12, { color: MUTED });
    return at;
  };
  const { seller, buyer } = invoice;
  const sellerEnd = party(
    t('invoices.seller'),
    [seller.name, seller.address, `${t('invoices.trn')}: ${seller.tax_registration_number}`],
    0,
  );
  const buyerEnd = party(
    t('invoices.buyer'),
    [
      buyer.name,
      `${t('invoices.account')}: ${buyer.code}`,
      ...(buyer.email ? [`${t('invoices.email')}: ${buyer.email}`] : []),
      ...(buyer.country ? [`${t('invoices.country')}: ${buyer.country}`] : []),
    ],
    WIDTH / 2 + 12,
  );
  y = Math.max(sellerEnd, buyerEnd) + 16;

  // The lines.
  const columns = [
    { x: 0, width: 245, align: 'start' as const },
    { x: 250, width: 45, align: 'end' as const },
    { x: 300, width: 95, align: 'end' as const },
    { x: 400, width: WIDTH - 400, align: 'end' as const },
  ];
  const row = (cells: string[], style: Style = {}) => {
    const heights = cells.map((cell, i) => {
      const column = columns[i]!;
      return write(cell, column.x, y, column.width, { ...style, align: column.align });
    });
    y += Math.max(...heights) + 6;
  };
  doc.rect(PAGE.margin, y - 4, WIDTH, 20).fill('#f3f4f6');
  row([t('invoices.item'), t('invoices.quantity'), t('invoices.unit_price'), t('invoices.amount')], {
    bold: true,
  });
  for (const line of invoice.lines) {
    row([
      t(line.description_key, lineParamsIn(line.description_params, lang)),
      String(line.quantity),
      aed(line.unit_amount),
      aed(line.amount),
    ]);
    rule(y - 3, '#e5e7eb');
  }
  y += 8;

  // Totals, at the end side.
  const total = (label: string, value: string, style: Style = {}) => {
    write(label, WIDTH / 2, y, WIDTH / 4, style);
    write(value, (WIDTH * 3) / 4, y, WIDTH / 4, { ...style, align: 'end' });
    y += (style.size ?? 9.5) * 1.45 + 3;
  };
  total(t('invoices.subtotal'), aed(invoice.subtotal));
  total(t('invoices.discount'), aed(invoice.discount));
  total(t('invoices.tax', { percentage: invoice.tax_percentage }), aed(invoice.tax));
  rule(y - 1);
  y += 3;
  total(t('invoices.total'), aed(invoice.total), { bold: true, size: 11.5 });
  const other = invoice.buyer_currency;
  if (other.currency !== invoice.currency) {
    total(
      t('invoices.buyer_total', { currency: other.currency }),
      formatMoney(other.total, other.currency, lang),
    );
    y += write(
      t('invoices.rate', {
        rate: other.rate,
        currency: other.currency,
        date: formatDate(other.rated_at, lang),
      }),
      WIDTH / 2,
      y,
      WIDTH / 2,
      { color: MUTED, size: 8.5, align: 'end' },
    );
  }
  y += 18;
  write(t('invoices.aed_note'), 0, y, WIDTH, { color: MUTED, size: 8.5 });
  doc.end();
  return done;
}
