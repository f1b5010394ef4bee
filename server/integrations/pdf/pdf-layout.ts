import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ShopInfo } from '../../../domain/shop-info';
import { legalLines } from '../../../domain/trader';

/**
 * The shop's printed documents' look (invoice, credit note, work order, quote): one page size, faces, colours,
 * header, rules, table and totals, so every document a customer or the workshop holds reads as the same shop's.
 */

export { NO_VAT_DOCUMENT as NO_VAT } from '../../../domain/vat-wording';

/**
 * The documents' faces: DejaVu Sans Condensed (a TrueType font embedded, subset, in every PDF), so a Polish or
 * Vietnamese name on a site crew prints whole (Ł, ż, ć, ễ), which the PDF standard fonts' Latin-1 cannot.
 */
export const REGULAR = 'Body';
export const BOLD = 'Body-Bold';
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
function unicodeFonts() {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fontFiles = { regular: file('DejaVuSansCondensed.ttf'), bold: file('DejaVuSansCondensed-Bold.ttf') };
  }
  return fontFiles;
}

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = '#18181b';
export const MUTED = '#52525b';
const RULE = '#e4e4e7';
export const ALERT = '#b91c1c';

export const dateText = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

export function newDocument(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, bufferPages: true });
  const fonts = unicodeFonts();
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The shop's name and address on the left, the document's title and numbers on the right. */
export function header(doc: PDFKit.PDFDocument, shop: ShopInfo, title: string, facts: [string, string][]) {
  const top = doc.y;
  doc.font(BOLD).fontSize(18).fillColor(INK).text(shop.name, MARGIN, top);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(shop.address, { width: 250 });
  doc.text(`${shop.phone} · ${shop.email}`, { width: 250 });
  traderBlock(doc, shop);
  const leftBottom = doc.y;
  doc.font(BOLD).fontSize(16).fillColor(INK).text(title, 330, top, { width: 217, align: 'right' });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  for (const [label, value] of facts)
    doc.text(`${label}: ${value}`, 330, doc.y, { width: 217, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 18;
  doc.x = MARGIN;
  rule(doc);
}

/** The trader's legal details under the address (issue 34), when configured; the address above is the trading one. */
function traderBlock(doc: PDFKit.PDFDocument, shop: ShopInfo) {
  if (!shop.trader) return;
  for (const line of legalLines(shop.trader)) doc.text(line, { width: 250 });
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;
}

/** Starts a new page when `height` more points would not fit. */
export function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > A4.height - MARGIN - 30) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** A red notice across the page: the document no longer stands as it was issued. */
export function notice(doc: PDFKit.PDFDocument, heading: string, text: string) {
  room(doc, 60);
  const top = doc.y;
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(ALERT)
    .text(heading, MARGIN + 10, top + 8, { width: 479 });
  doc
    .font(REGULAR)
    .fontSize(9.5)
    .fillColor(INK)
    .text(text, MARGIN + 10, doc.y + 2, { width: 479 });
  const bottom = doc.y + 8;
  doc
    .rect(MARGIN, top, A4.width - 2 * MARGIN, bottom - top)
    .lineWidth(1)
    .strokeColor(ALERT)
    .stroke();
  doc.x = MARGIN;
  doc.y = bottom + 12;
}

/** A bold heading and its lines under it (empty ones left out), full width; `small` for a foot's muted words. */
export function block(
  doc: PDFKit.PDFDocument,
  heading: string,
  lines: (string | null)[],
  { small = false } = {},
) {
  doc.font(BOLD).fontSize(10).fillColor(INK).text(heading, MARGIN, doc.y);
  doc
    .font(REGULAR)
    .fontSize(small ? 9 : 10)
    .fillColor(small ? MUTED : INK)
    .text(lines.filter(Boolean).join('\n'), MARGIN, doc.y, { width: A4.width - 2 * MARGIN });
}

/** One row of a priced table: a thumbnail, a title and its details, then the quantity, price each and amount. */
export interface PricedRow {
  picture: Buffer | null;
  title: string;
  details: string[];
  quantity: number;
  each: string;
  /** Small under the price each: the quantity break that set it ("10+ price"). */
  eachNote?: string | null;
  amount: string;
}

/** Where a priced table's columns start; the item's text starts after its thumbnail (48 pt on the invoice). */
function columns(thumb: number) {
  const text = MARGIN + thumb + 8;
  return { text, textWidth: 394 - text, qty: 360, unit: 410, amount: 470 };
}

/** The priced table's headings: Item, Qty, Each, Amount. */
export function pricedTableHead(doc: PDFKit.PDFDocument, thumb = 48) {
  const col = columns(thumb);
  doc.font(BOLD).fontSize(9).fillColor(MUTED);
  const headY = doc.y;
  doc.text('Item', col.text, headY);
  doc.text('Qty', col.qty, headY, { width: 40, align: 'right' });
  doc.text('Each', col.unit, headY, { width: 50, align: 'right' });
  doc.text('Amount', col.amount, headY, { width: A4.width - MARGIN - col.amount, align: 'right' });
  doc.y = headY + 16;
  rule(doc);
}

/** A row of the priced table, on a new page when it would not fit. */
export function pricedTableRow(doc: PDFKit.PDFDocument, row: PricedRow, thumb = 48) {
  const col = columns(thumb);
  room(doc, Math.max(64, thumb + 16) + row.details.length * 12);
  const y = doc.y;
  if (row.picture) doc.image(row.picture, MARGIN, y, { fit: [thumb, thumb] });
  doc.font(BOLD).fontSize(10).fillColor(INK).text(row.title, col.text, y, { width: col.textWidth });
  doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
  for (const detail of row.details) doc.text(detail, col.text, doc.y, { width: col.textWidth });
  const textBottom = doc.y;
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  doc.text(String(row.quantity), col.qty, y, { width: 40, align: 'right' });
  doc.text(row.each, col.unit, y, { width: 50, align: 'right' });
  if (row.eachNote)
    doc
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(row.eachNote, col.unit - 10, doc.y, { width: 60, align: 'right' });
  const priceBottom = doc.y;
  doc.fontSize(10).fillColor(INK);
  doc.text(row.amount, col.amount, y, { width: A4.width - MARGIN - col.amount, align: 'right' });
  doc.y = Math.max(textBottom, priceBottom, y + (row.picture ? thumb + 4 : 14)) + 8;
  doc.x = MARGIN;
  rule(doc);
}

export function totalRow(doc: PDFKit.PDFDocument, label: string, value: string, bold: boolean) {
  const y = doc.y;
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(bold ? 12 : 10)
    .fillColor(INK);
  doc.text(label, 300, y, { width: 160, align: 'right' });
  doc.text(value, 470, y, { width: A4.width - MARGIN - 470, align: 'right' });
  doc.y = y + (bold ? 18 : 15);
}

/** The figures under a table, each on its row, then the total in bold; on a new page when they would not fit. */
export function totalRows(doc: PDFKit.PDFDocument, rows: [string, string][], total: [string, string]) {
  room(doc, 40 + rows.length * 16);
  for (const [label, value] of rows) totalRow(doc, label, value, false);
  totalRow(doc, ...total, true);
}

/** What a "How to pay" box asks for: what to pay by when (`lead`), and the reference to quote. */
export interface PayRequest {
  lead?: string;
  reference: string;
}

const PAY_PAD = 10;
const PAY_LABEL = 90;

/** The box's parts: the shop's bank details and the reference, or where to ask for them. */
function payParts(shop: ShopInfo, { reference }: PayRequest) {
  const bank = shop.bank;
  if (!bank)
    return {
      rows: [] as [string, string][],
      ask: `Contact us for our bank details: ${shop.phone} or ${shop.email}. Please quote ${reference} as the reference.`,
    };
  return {
    rows: [
      ['Account name', bank.accountName],
      ['Sort code', bank.sortCode],
      ['Account number', bank.accountNumber],
      ['Reference', reference],
    ] as [string, string][],
    ask: null,
  };
}

/** How tall the "How to pay" box is at `width`. */
export function howToPayHeight(doc: PDFKit.PDFDocument, shop: ShopInfo, pay: PayRequest, width: number) {
  const inner = width - 2 * PAY_PAD;
  const { rows, ask } = payParts(shop, pay);
  let height = PAY_PAD + doc.font(BOLD).fontSize(11).heightOfString('How to pay', { width: inner });
  doc.font(REGULAR).fontSize(9.5);
  if (pay.lead) height += 2 + doc.heightOfString(pay.lead, { width: inner });
  if (ask) height += 2 + doc.heightOfString(ask, { width: inner });
  else {
    height += 4;
    for (const [, value] of rows)
      height += doc.font(BOLD).heightOfString(value, { width: inner - PAY_LABEL });
  }
  return height + PAY_PAD;
}

/**
 * How to pay an invoice on account (issue 31), boxed: the shop's bank details with the reference to quote, or,
 * where the shop has configured none, where to ask for them. Drawn at `x`, `width` wide, from the current line
 * (on a new page when it would not fit, unless `keep`: the caller made room); returns its bottom.
 */
export function howToPay(
  doc: PDFKit.PDFDocument,
  shop: ShopInfo,
  pay: PayRequest,
  { x = MARGIN, width = A4.width - 2 * MARGIN, keep = false } = {},
): number {
  const height = howToPayHeight(doc, shop, pay, width);
  if (!keep) room(doc, height);
  const top = doc.y;
  const inner = width - 2 * PAY_PAD;
  const left = x + PAY_PAD;
  const { rows, ask } = payParts(shop, pay);
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text('How to pay', left, top + PAY_PAD, { width: inner });
  doc.font(REGULAR).fontSize(9.5).fillColor(INK);
  if (pay.lead) doc.text(pay.lead, left, doc.y + 2, { width: inner });
  if (ask) doc.text(ask, left, doc.y + 2, { width: inner });
  else {
    doc.y += 4;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font(REGULAR).fontSize(9.5).fillColor(MUTED).text(label, left, y, { width: PAY_LABEL });
      doc
        .font(BOLD)
        .fontSize(9.5)
        .fillColor(INK)
        .text(value, left + PAY_LABEL, y, { width: inner - PAY_LABEL });
    }
  }
  const bottom = top + height;
  doc.rect(x, top, width, height).lineWidth(0.75).strokeColor(MUTED).stroke();
  doc.x = MARGIN;
  doc.y = bottom;
  return bottom;
}

/**
 * "Page 2 of 3" and what the document is at the foot of every page, once all are drawn (the document buffers its
 * pages), so a page that comes loose is still known.
 */
export function pageNumbers(doc: PDFKit.PDFDocument, what: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // the foot is below the margin: with it at nothing, writing there starts no page of its own
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${what} · Page ${i - start + 1} of ${count}`, MARGIN, A4.height - MARGIN + 14, {
        width: A4.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
