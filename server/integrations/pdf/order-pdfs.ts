import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  bundleGarmentText,
  bundleGarmentsText,
  bundleMockupLines,
  bundleSavingText,
  garmentCount,
} from '../../../domain/bundle-line';
import { decorationLine, type LineItem } from '../../../domain/line-item';
import { formatPounds } from '../../../domain/money';
import { formatOrderNumber } from '../../../domain/orders';
import { SHIPPING_OPTIONS, type ShippingType } from '../../../domain/shipping';
import type { ShopInfo } from '../../../domain/shop-info';
import type { OrderWithLines } from '../../services/order-record';

/** What an invoice or a work order reads of an order. */
export type PdfOrder = Pick<
  OrderWithLines,
  | 'id'
  | 'number'
  | 'createdAt'
  | 'paidAt'
  | 'email'
  | 'shippingAddress'
  | 'shippingType'
  | 'goods'
  | 'logoCharges'
  | 'setupFees'
  | 'discount'
  | 'discountPercent'
  | 'promoCode'
  | 'shipping'
  | 'total'
  | 'lines'
>;

/** A line's picture (PNG or JPEG): its mock-up when decorated, else the garment; null when there is none. */
export type LineMockup = (line: LineItem) => Promise<Buffer | null>;

export const NO_VAT = 'No VAT charged — not VAT registered';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = '#18181b';
const MUTED = '#52525b';
const RULE = '#e4e4e7';

const dateText = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

function newDocument(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function addressLines(order: PdfOrder): string[] {
  const a = order.shippingAddress;
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.companyName,
    a.address,
    `${a.city} ${a.postCode}`.trim(),
    a.country,
    a.phone,
    order.email,
  ].filter(Boolean);
}

/** The shop's name and address on the left, the document's title and numbers on the right. */
function header(doc: PDFKit.PDFDocument, shop: ShopInfo, title: string, facts: [string, string][]) {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(shop.name, MARGIN, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(shop.address, { width: 250 });
  doc.text(`${shop.phone} · ${shop.email}`, { width: 250 });
  const leftBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(title, 330, top, { width: 217, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const [label, value] of facts)
    doc.text(`${label}: ${value}`, 330, doc.y, { width: 217, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 18;
  doc.x = MARGIN;
  rule(doc);
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;
}

/** Starts a new page when `height` more points would not fit. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > A4.height - MARGIN - 30) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/**
 * A line's details under its title. A bundle lists its garments: as one bundle holds them on the invoice (with
 * the saving), in all for the workshop (`forPacking`), who picks every garment of every bundle.
 */
function lineDescription(line: LineItem, forPacking = false): string[] {
  const bundle = line.bundle;
  if (!bundle) {
    return [
      `Size ${line.size} · Colour ${line.colour}`,
      ...line.decorations.map(decorationLine),
      ...(line.notes ? [`Notes: ${line.notes}`] : []),
    ];
  }
  const saving = forPacking ? null : bundleSavingText(line);
  const each = line.quantity > 1;
  return [
    bundleGarmentsText(bundle),
    ...(each ? [forPacking ? `Garments for all ${line.quantity} bundles:` : 'Each bundle holds:'] : []),
    ...bundle.garments.map(
      (g) => `${each ? '  ' : ''}${bundleGarmentText(g, forPacking ? line.quantity : 1)}`,
    ),
    ...(saving ? [saving] : []),
    ...line.decorations.map((d) => `${decorationLine(d)} (every garment)`),
    ...(line.notes ? [`Notes: ${line.notes}`] : []),
  ];
}

/**
 * The invoice (`invoice_{id}.pdf`): the shop's details, the date and order number, the delivery address, every
 * line with its decoration and mock-up thumbnail, each charge, the total, and that no VAT is charged.
 */
export async function renderInvoicePdf(input: { order: PdfOrder; shop: ShopInfo; mockup?: LineMockup }) {
  const { order, shop } = input;
  const { doc, done } = newDocument(`Invoice ${formatOrderNumber(order.number)}`);
  header(doc, shop, 'INVOICE', [
    ['Invoice date', dateText(order.paidAt ?? order.createdAt)],
    ['Order', formatOrderNumber(order.number)],
    ['Order date', dateText(order.createdAt)],
  ]);

  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Billed and delivered to');
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(addressLines(order).join('\n'));
  doc.moveDown();
  rule(doc);

  const col = { thumb: MARGIN, text: MARGIN + 56, qty: 360, unit: 410, amount: 470 };
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  const headY = doc.y;
  doc.text('Item', col.text, headY);
  doc.text('Qty', col.qty, headY, { width: 40, align: 'right' });
  doc.text('Each', col.unit, headY, { width: 50, align: 'right' });
  doc.text('Amount', col.amount, headY, { width: A4.width - MARGIN - col.amount, align: 'right' });
  doc.y = headY + 16;
  rule(doc);

  for (const line of order.lines) {
    const details = lineDescription(line);
    room(doc, 64 + details.length * 12);
    const y = doc.y;
    const png = input.mockup ? await input.mockup(line).catch(() => null) : null;
    if (png) doc.image(png, col.thumb, y, { fit: [48, 48] });
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(line.title, col.text, y, { width: 290 });
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    for (const detail of details) doc.text(detail, col.text, doc.y, { width: 290 });
    if (line.logoCharge > 0) doc.text(`Logo application ${formatPounds(line.logoCharge)}`, col.text, doc.y);
    const textBottom = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(String(line.quantity), col.qty, y, { width: 40, align: 'right' });
    doc.text(formatPounds(line.unitPrice), col.unit, y, { width: 50, align: 'right' });
    doc.text(formatPounds(line.goods + line.logoCharge), col.amount, y, {
      width: A4.width - MARGIN - col.amount,
      align: 'right',
    });
    doc.y = Math.max(textBottom, y + (png ? 52 : 14)) + 8;
    doc.x = MARGIN;
    rule(doc);
  }

  const shippingLabel = SHIPPING_OPTIONS[order.shippingType as ShippingType]?.label ?? order.shippingType;
  const totals: [string, string][] = [
    ['Garments', formatPounds(order.goods)],
    ['Logo charges', formatPounds(order.logoCharges)],
    ['Setup fees', formatPounds(order.setupFees)],
    ...(order.discount > 0
      ? [
          [
            `Discount${order.promoCode ? ` (${order.promoCode}, ${order.discountPercent}%)` : ''}`,
            `-${formatPounds(order.discount)}`,
          ] as [string, string],
        ]
      : []),
    [`Shipping (${shippingLabel})`, order.shipping === 0 ? 'Free' : formatPounds(order.shipping)],
  ];
  room(doc, 40 + totals.length * 16);
  for (const [label, value] of totals) totalRow(doc, label, value, false);
  totalRow(doc, 'Total', formatPounds(order.total), true);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(NO_VAT, MARGIN, doc.y);
  if (order.paidAt) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Paid by card on ${dateText(order.paidAt)}. Thank you for your order.`);
  }
  doc.end();
  return done;
}

/**
 * A bundle on the work order: its garments in all with the decoration each carries, then a mock-up per
 * product and colour (four to a row) so the workshop sees every garment as it must leave.
 */
async function bundleWorkOrderLine(doc: PDFKit.PDFDocument, line: LineItem, mockup?: LineMockup) {
  const details = lineDescription(line, true);
  room(doc, 40 + details.length * 13);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`${line.quantity} × ${line.title}`, MARGIN, doc.y, { width: 499 });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const detail of details) doc.text(detail, MARGIN, doc.y, { width: 499 });
  if (line.decorations.length === 0) doc.fillColor(MUTED).text('Plain garments: no decoration.');
  const garments = line.decorations.length > 0 ? bundleMockupLines(line) : [];
  const size = 112;
  const gap = 17;
  const pictures: { png: Buffer; caption: string; aspect: number }[] = [];
  for (const garment of garments) {
    const png = mockup ? await mockup(garment).catch(() => null) : null;
    if (!png) continue;
    const { width = 1, height = 1 } = await sharp(png).metadata();
    pictures.push({ png, caption: `${garment.title}, ${garment.colour}`, aspect: height / width });
  }
  // four to a row; a row is as tall as its tallest picture (a front and back side by side is half as tall)
  const heights = pictures.map(({ aspect }) => Math.min(size, size * aspect));
  for (let row = 0; row < pictures.length; row += 4) {
    const height = Math.max(...heights.slice(row, row + 4));
    room(doc, height + 26);
    const y = doc.y + 6;
    for (const [col, { png, caption }] of pictures.slice(row, row + 4).entries()) {
      const x = MARGIN + col * (size + gap);
      doc.image(png, x, y, { fit: [size, height], align: 'center', valign: 'bottom' });
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(caption, x, y + height + 2, { width: size, align: 'center' });
    }
    doc.y = y + height + 16;
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Checked: ______', MARGIN, doc.y + 6);
  doc.y += 10;
  doc.x = MARGIN;
  rule(doc);
}

function totalRow(doc: PDFKit.PDFDocument, label: string, value: string, bold: boolean) {
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(bold ? 12 : 10)
    .fillColor(INK);
  doc.text(label, 300, y, { width: 160, align: 'right' });
  doc.text(value, 470, y, { width: A4.width - MARGIN - 470, align: 'right' });
  doc.y = y + (bold ? 18 : 15);
}

/**
 * The packing slip and work order for the workshop: each line's decorations in full with its mock-up large,
 * and no prices.
 */
export async function renderWorkOrderPdf(input: { order: PdfOrder; shop: ShopInfo; mockup?: LineMockup }) {
  const { order, shop } = input;
  const { doc, done } = newDocument(`Work order ${formatOrderNumber(order.number)}`);
  header(doc, shop, 'WORK ORDER', [
    ['Order', formatOrderNumber(order.number)],
    ['Ordered', dateText(order.createdAt)],
    ['Garments', String(garmentCount(order.lines))],
  ]);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Deliver to');
  doc.font('Helvetica').fontSize(10).text(addressLines(order).join('\n'));
  doc.moveDown();
  rule(doc);

  for (const line of order.lines) {
    if (line.bundle) {
      await bundleWorkOrderLine(doc, line, input.mockup);
      continue;
    }
    const png = input.mockup ? await input.mockup(line).catch(() => null) : null;
    room(doc, png ? 230 : 70);
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(`${line.quantity} × ${line.title}`, MARGIN, y, { width: png ? 250 : 499 });
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const detail of lineDescription(line, true))
      doc.text(detail, MARGIN, doc.y, { width: png ? 250 : 499 });
    if (line.decorations.length === 0) doc.fillColor(MUTED).text('Plain garment: no decoration.');
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Checked: ______', MARGIN, doc.y + 6);
    const textBottom = doc.y;
    if (png) doc.image(png, 320, y, { fit: [227, 200], align: 'right' });
    doc.y = Math.max(textBottom, png ? y + 204 : 0) + 10;
    doc.x = MARGIN;
    rule(doc);
  }
  doc.end();
  return done;
}
