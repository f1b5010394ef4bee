import sharp from 'sharp';
import {
  bundleGarmentText,
  bundleGarmentsText,
  bundleMockupLines,
  bundleSavingText,
  garmentCount,
} from '../../../domain/bundle-line';
import type { OrderVisibility } from '../../../domain/order-visibility';
import { breakLabel, decorationPriceText, chargedEachText } from '../../../domain/charged-price';
import {
  accountInvoiceTerms,
  creditNoteNumber,
  hasCreditNote,
  invoiceNumber,
  invoiceStanding,
} from '../../../domain/documents';
import { decorationLine, type LineDecoration, type LineItem } from '../../../domain/line-item';
import {
  LOGO_INCLUDED,
  lineNamesText,
  namesChargeLabel,
  namesChargeOf,
  storeLineText,
} from '../../../domain/line-names';
import { formatPounds } from '../../../domain/money';
import { namesCharge } from '../../../domain/names';
import { formatOrderNumber } from '../../../domain/orders';
import {
  approvedProofVersion,
  hasDecoratedLine,
  PRODUCTION_WORKING_DAYS,
  productionDue,
} from '../../../domain/production';
import {
  postalAddressLines,
  PROCESSING_BUSINESS_DAYS,
  SHIPPING_OPTIONS,
  type ShippingType,
} from '../../../domain/shipping';
import type { ShopInfo } from '../../../domain/shop-info';
import type { TradeAddress } from '../../../domain/schemas/trade';
import { formatTradeDay, invoicedLabel } from '../../../domain/trade';
import type { OrderWithLines } from '../../services/orders/order-record';
import {
  ALERT,
  BOLD,
  dateText,
  header,
  howToPay,
  howToPayHeight,
  INK,
  MARGIN,
  MUTED,
  newDocument,
  NO_VAT,
  notice,
  pricedTableHead,
  pricedTableRow,
  REGULAR,
  room,
  rule,
  totalRow,
  totalRows,
} from './pdf-layout';

import { taxPointDay, VAT_CREDIT_NOTE, VAT_INVOICE, vatInvoiceFacts } from '../../../domain/vat-documents';
import { vatTable } from './vat-table';

export { NO_VAT };

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
  | 'status'
  | 'paymentStatus'
  | 'refundedAmount'
  | 'refundedAt'
  | 'productionStatus'
  | 'proofVersion'
  | 'approvedAt'
  | 'poNumber'
  | 'tradeAccountId'
  | 'invoiceDueDay'
  | 'paymentTermsDays'
  | 'lines'
> &
  /** A VAT order's (issue 34): absent or null on an order placed without VAT, whose documents stay as they were. */
  Partial<Pick<OrderWithLines, 'vat' | 'refundVat' | 'paymentProvider'>>;

/** The trade account an on-account order's invoice is addressed to (its accounts, not the delivery). */
export interface InvoiceAccount {
  businessName: string;
  invoiceAddress: TradeAddress;
}

/** The invoice as a mail attaches it: `invoice_INV-1042.pdf`. */
export const invoicePdfName = (orderNumber: number) => `invoice_${invoiceNumber(orderNumber)}.pdf`;

/** A line's picture (PNG or JPEG): its mock-up when decorated, else the garment; null when there is none. */
export type LineMockup = (line: LineItem) => Promise<Buffer | null>;

/** The delivery address, with the buyer's phone and e-mail unless the reader may not see them (issue 33). */
function addressLines(order: PdfOrder, contact = true): string[] {
  const address = contact ? order.shippingAddress : { ...order.shippingAddress, phone: null };
  return [...postalAddressLines(address), contact ? order.email : ''].filter(Boolean);
}

/**
 * A decoration as the documents list it, with its price per garment as the order charged it where a quantity
 * break made it other than the flat fee: "Left Breast: Embroidery, text 'CLUB' in Serif · £4.50 per garment
 * (10+ price)". A bundle's says it goes on every garment.
 */
function decorationDetail(d: LineDecoration, everyGarment = false, money = true): string {
  const price = money ? decorationPriceText(d) : null;
  return `${decorationLine(d)}${everyGarment ? ' (every garment)' : ''}${price ? ` · ${price}` : ''}`;
}

/**
 * A line's details under its title. A bundle lists its garments: as one bundle holds them on the invoice (with
 * the saving), in all for the workshop (`forPacking`), who picks every garment of every bundle.
 */
function lineDescription(line: LineItem, forPacking = false, money = true): string[] {
  const bundle = line.bundle;
  if (!bundle) {
    return [
      `Size ${line.size} · Colour ${line.colour}`,
      // a team store's line (issue 32): its logo is in its price
      ...(line.store ? [`${storeLineText(line.store)} · ${LOGO_INCLUDED}`] : []),
      ...line.decorations.map((d) => decorationDetail(d, false, money)),
      ...(line.names?.names.length ? [lineNamesText(line.names)] : []),
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
    ...line.decorations.map((d) => decorationDetail(d, true, money)),
    ...(line.notes ? [`Notes: ${line.notes}`] : []),
  ];
}

/**
 * What a line's logo charge holds, each on its own: the logos' application and its names (issue 32: the line's
 * `logoCharge` includes them), "Names: 12 × £3.50 £42.00".
 */
function lineCharges(line: LineItem): string[] {
  const names = line.names?.names.length ? line.names : null;
  const forNames = names ? namesCharge(names) : 0;
  const logos = line.logoCharge - forNames;
  return [
    ...(logos > 0 ? [`Logo application ${formatPounds(logos)}`] : []),
    ...(names
      ? [
          `${namesChargeLabel({ count: names.names.length, unitPrice: names.unitPrice })} ${formatPounds(forNames)}`,
        ]
      : []),
  ];
}

/** The order's lines as the invoice and the credit note list them: thumbnail, details, quantity, each, amount. */
async function chargedLines(doc: PDFKit.PDFDocument, order: PdfOrder, mockup?: LineMockup) {
  pricedTableHead(doc);
  for (const line of order.lines) {
    pricedTableRow(doc, {
      picture: mockup ? await mockup(line).catch(() => null) : null,
      title: line.title,
      details: [...lineDescription(line), ...lineCharges(line)],
      quantity: line.quantity,
      each: formatPounds(line.unitPrice),
      // the quantity break that set the price each, under it: "10+ price"
      eachNote: breakLabel(line.priceBreak),
      amount: formatPounds(line.goods + line.logoCharge),
    });
  }
}

/** The delivery method as the checkout offered it: "Expedited (1-2 business days)". */
function deliveryMethod(order: Pick<PdfOrder, 'shippingType'>): string {
  const option = SHIPPING_OPTIONS[order.shippingType as ShippingType];
  return option ? `${option.label} (${option.days})` : order.shippingType;
}

/** The "How to pay" box's width beside an invoice's figures. */
const PAY_BOX_WIDTH = 240;

/** Every charge of the order as it was computed at checkout (domain/pricing), then the total. */
function chargeTotals(doc: PDFKit.PDFDocument, order: PdfOrder, totalLabel = 'Total') {
  totalRows(doc, chargeRows(order), [totalLabel, formatPounds(order.total)]);
}

/** The order's charges as the figures under its lines list them. */
function chargeRows(order: PdfOrder): [string, string][] {
  const shippingLabel = SHIPPING_OPTIONS[order.shippingType as ShippingType]?.label ?? order.shippingType;
  // the names are charged with the logos: their own row, and the logo row without them, add up the same
  const names = namesChargeOf(order.lines);
  return [
    ['Garments', formatPounds(order.goods)],
    ['Logo charges', formatPounds(order.logoCharges - names.charge)],
    ...(names.count > 0 ? [[namesChargeLabel(names), formatPounds(names.charge)] as [string, string]] : []),
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
}

/**
 * What the invoice says of the money, from the order's standing (domain/documents): a paid order thanks the
 * customer; a cancelled or refunded one says so at the top and at the foot, and names its credit note.
 */
function invoiceStandingText(order: PdfOrder): { notice?: [string, string]; foot: string } {
  if (accountInvoiceTerms(order)) return accountStandingText(order);
  const paid = order.paidAt ? `Paid by card on ${dateText(order.paidAt)}.` : '';
  switch (invoiceStanding(order)) {
    case 'paid':
      return { foot: `${paid} Thank you for your order.` };
    case 'unpaid':
    case 'invoiced':
      return { foot: `Not paid yet: ${formatPounds(order.total)} is due.` };
    case 'cancelled-unpaid':
    case 'cancelled-invoiced':
      return {
        notice: ['CANCELLED', 'This order was cancelled before it was paid. Nothing is owed.'],
        foot: 'Cancelled before payment. Nothing is owed.',
      };
    case 'cancelled-paid':
      return {
        notice: [
          'CANCELLED',
          `This order was cancelled. ${paid} A refund of ${formatPounds(order.total)} is due to the customer.`,
        ],
        foot: `Cancelled. ${paid} A refund of ${formatPounds(order.total)} is due.`,
      };
    case 'refunded': {
      const refund = `${formatPounds(order.refundedAmount || order.total)} was refunded to the card${
        order.refundedAt ? ` on ${dateText(order.refundedAt)}` : ''
      }: see credit note ${creditNoteNumber(order.number)}.`;
      const what = order.status === 'Cancelled' ? 'This order was cancelled and refunded.' : 'Refunded.';
      return { notice: ['REFUNDED', `${what} ${paid} ${refund}`], foot: `${paid} ${refund}` };
    }
  }
}

/**
 * An on-account order's invoice (issue 31): invoiced and due on its day until payments cover it; a cancellation
 * or refund is credited to the trade account with a credit note, never refunded to a card.
 */
function accountStandingText(order: PdfOrder): { notice?: [string, string]; foot: string } {
  const credit = creditNoteNumber(order.number);
  switch (invoiceStanding(order)) {
    case 'paid':
      return { foot: 'Paid in full. Thank you for your order.' };
    case 'invoiced':
    case 'unpaid':
      return { foot: `${invoicedLabel(order.invoiceDueDay!)}. Thank you for your order.` };
    case 'cancelled-paid':
    case 'cancelled-invoiced':
    case 'cancelled-unpaid':
      return {
        notice: [
          'CANCELLED',
          `This order was cancelled. Its invoice is credited to your trade account with credit note ${credit}.`,
        ],
        foot: `Cancelled: credited to your trade account (credit note ${credit}).`,
      };
    case 'refunded': {
      const credited = `${formatPounds(order.refundedAmount || order.total)} was credited to your trade account${
        order.refundedAt ? ` on ${dateText(order.refundedAt)}` : ''
      }: see credit note ${credit}.`;
      const what = order.status === 'Cancelled' ? 'This order was cancelled and credited.' : 'Credited.';
      return { notice: ['CREDITED', `${what} ${credited}`], foot: credited };
    }
  }
}

/** The invoice's numbers and dates: an on-account one's due date and terms, and the buyer's PO number. */
function invoiceFacts(order: PdfOrder): [string, string][] {
  const terms = accountInvoiceTerms(order);
  const facts: [string, string][] = [['Invoice number', invoiceNumber(order.number)]];
  if (terms)
    facts.push(
      ['Invoice date', formatTradeDay(terms.invoiceDay)],
      ['Due date', formatTradeDay(terms.dueDay)],
      ['Terms', `${terms.termsDays} days`],
    );
  else {
    facts.push(['Invoice date', dateText(order.paidAt ?? order.createdAt)]);
    // paid in advance by card: the payment is the date of supply
    if (order.paidAt) facts.push(['Supply date', dateText(order.paidAt)]);
  }
  // a VAT invoice (issue 34): the shop's VAT number and the tax point
  if (order.vat) facts.push(...vatInvoiceFacts(order.vat, taxPointDay(order), formatTradeDay));
  if (order.poNumber) facts.push(['PO number', order.poNumber]);
  facts.push(['Order', formatOrderNumber(order.number)], ['Order date', dateText(order.createdAt)]);
  return facts;
}

/**
 * Who the invoice is to: the delivery address; an on-account order's trade account, when given, beside it (the
 * accounts department pays, the site receives the goods).
 */
function billedTo(doc: PDFKit.PDFDocument, order: PdfOrder, account?: InvoiceAccount) {
  if (!account) {
    doc.font(BOLD).fontSize(10).fillColor(INK).text('Billed and delivered to');
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(addressLines(order).join('\n'));
    return;
  }
  const top = doc.y;
  doc.font(BOLD).fontSize(10).fillColor(INK).text('Invoice to', MARGIN, top);
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(tradeAddressLines(account.businessName, account.invoiceAddress).join('\n'), MARGIN, doc.y, {
      width: 230,
    });
  const leftBottom = doc.y;
  doc.font(BOLD).fontSize(10).fillColor(INK).text('Deliver to', 300, top);
  doc.font(REGULAR).fontSize(10).text(addressLines(order).join('\n'), 300, doc.y, { width: 247 });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y);
}

/** A trade account's name and invoice address, a line each. */
export function tradeAddressLines(name: string, address: TradeAddress, contact?: string): string[] {
  return [name, contact ?? '', address.address, `${address.city} ${address.postCode}`.trim(), address.country]
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * The invoice (`invoice_{id}.pdf`): the shop's details, the invoice number and dates, the PO number, the order
 * number, the delivery address, every line with its decoration and mock-up thumbnail, each charge, the total, that
 * no VAT is charged, and whether it was paid, cancelled or refunded. An on-account order's (issue 31) has its due
 * date and terms, is addressed to the trade account when `account` is given, and says how to pay it.
 */
export async function renderInvoicePdf(input: {
  order: PdfOrder;
  shop: ShopInfo;
  mockup?: LineMockup;
  account?: InvoiceAccount;
}) {
  const { order, shop } = input;
  const terms = accountInvoiceTerms(order);
  const standing = invoiceStandingText(order);
  const { doc, done } = newDocument(`${order.vat ? VAT_INVOICE : 'Invoice'} ${invoiceNumber(order.number)}`);
  header(doc, shop, order.vat ? VAT_INVOICE.toUpperCase() : 'INVOICE', invoiceFacts(order));
  if (standing.notice) notice(doc, ...standing.notice);

  billedTo(doc, order, terms ? input.account : undefined);
  doc.moveDown(0.5);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Delivery: ${deliveryMethod(order)}`, MARGIN, doc.y);
  doc.moveDown();
  rule(doc);

  await chargedLines(doc, order, input.mockup);
  if (terms && invoiceStanding(order) === 'invoiced') {
    // how to pay in the room left of the figures, so it stays with the total it pays
    const pay = {
      lead: `Please pay ${formatPounds(order.total)} by ${formatTradeDay(terms.dueDay)} by bank transfer.`,
      reference: invoiceNumber(order.number),
    };
    const box = howToPayHeight(doc, shop, pay, PAY_BOX_WIDTH);
    room(doc, Math.max(box, 40 + chargeRows(order).length * 16));
    const top = doc.y;
    const boxBottom = howToPay(doc, shop, pay, { width: PAY_BOX_WIDTH, keep: true });
    doc.y = top;
    chargeTotals(doc, order, 'Total due');
    doc.y = Math.max(doc.y, boxBottom);
  } else chargeTotals(doc, order, terms ? 'Total due' : 'Total');
  doc.moveDown();
  if (order.vat) vatTable(doc, order.vat, 'invoice');
  else doc.font(BOLD).fontSize(10).fillColor(INK).text(NO_VAT, MARGIN, doc.y);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(standing.notice ? ALERT : MUTED)
    .text(standing.foot.trim());
  doc.end();
  return done;
}

/**
 * The credit note of a refunded order (`credit-note_{id}.pdf`): its number and date, the invoice it credits, the
 * lines and charges of that invoice, and the amount given back: to the card, or for an on-account order (issue
 * 31) credited to the trade account.
 */
export async function renderCreditNotePdf(input: { order: PdfOrder; shop: ShopInfo; mockup?: LineMockup }) {
  const { order, shop } = input;
  if (!hasCreditNote(order)) throw new Error(`Order ${order.id} has no refund to credit`);
  const terms = accountInvoiceTerms(order);
  const refunded = order.refundedAmount || order.total;
  const on = order.refundedAt ? ` on ${dateText(order.refundedAt)}` : '';
  const invoiceDate = terms
    ? ` of ${formatTradeDay(terms.invoiceDay)}`
    : order.paidAt
      ? ` of ${dateText(order.paidAt)}`
      : '';
  const givenBack = terms
    ? `${formatPounds(refunded)} was credited to your trade account${on}. Nothing was refunded to a card: the credit comes off what the account owes.`
    : `${formatPounds(refunded)} was refunded to the card it was paid with${on}.`;
  // a VAT order's credit note is a VAT credit note (issue 34): the VAT number, and the VAT given back per rate
  const vat = order.refundVat ?? null;
  const { doc, done } = newDocument(
    `${vat ? VAT_CREDIT_NOTE : 'Credit note'} ${creditNoteNumber(order.number)}`,
  );
  header(doc, shop, vat ? VAT_CREDIT_NOTE.toUpperCase() : 'CREDIT NOTE', [
    ['Credit note number', creditNoteNumber(order.number)],
    ['Date', dateText(order.refundedAt ?? order.paidAt ?? order.createdAt)],
    ...(vat ? [['VAT number', vat.vatNumber] as [string, string]] : []),
    ['For invoice', invoiceNumber(order.number)],
    ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ['Order', formatOrderNumber(order.number)],
  ]);
  doc.font(BOLD).fontSize(10).fillColor(INK).text('Credited to');
  doc.font(REGULAR).fontSize(10).fillColor(INK).text(addressLines(order).join('\n'));
  doc.moveDown();
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(
      `This credit note cancels invoice ${invoiceNumber(order.number)}${invoiceDate}${
        refunded === order.total ? ' in full' : ' in part'
      }. ${givenBack}`,
      { width: 499 },
    );
  doc.moveDown();
  rule(doc);

  await chargedLines(doc, order, input.mockup);
  chargeTotals(doc, order, 'Invoice total');
  totalRow(doc, terms ? 'Credited to account' : 'Amount credited', formatPounds(refunded), true);
  doc.moveDown();
  if (vat) vatTable(doc, vat, 'credit-note');
  else doc.font(BOLD).fontSize(10).fillColor(INK).text(NO_VAT, MARGIN, doc.y);
  doc.end();
  return done;
}

/**
 * A bundle on the work order: its garments in all with the decoration each carries, then a mock-up per
 * product and colour (four to a row) so the workshop sees every garment as it must leave.
 */
async function bundleWorkOrderLine(
  doc: PDFKit.PDFDocument,
  line: LineItem,
  mockup: LineMockup | undefined,
  money: boolean,
) {
  const charged = money ? [chargedEachText(line.unitPrice, line.priceBreak)] : [];
  const details = [...charged, ...lineDescription(line, true, money)];
  room(doc, 40 + details.length * 13);
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(`${line.quantity} × ${line.title}`, MARGIN, doc.y, { width: 499 });
  doc.font(REGULAR).fontSize(10).fillColor(INK);
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
        .font(REGULAR)
        .fontSize(8)
        .fillColor(MUTED)
        .text(caption, x, y + height + 2, { width: size, align: 'center' });
    }
    doc.y = y + height + 16;
  }
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text('Checked: ______', MARGIN, doc.y + 6);
  doc.y += 10;
  doc.x = MARGIN;
  rule(doc);
}

/**
 * Every name of a line for the workshop (issue 32), by its size, numbered, one to a garment: "Names, size M (12):"
 * then "1. Alice Smith". Plain text: pdfkit draws it as written.
 */
function workOrderNames(doc: PDFKit.PDFDocument, line: LineItem, width: number) {
  const names = line.names?.names ?? [];
  if (names.length === 0) return;
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(`Names, size ${line.size} (${names.length}):`, MARGIN, doc.y + 4, { width });
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  names.forEach((name, i) => doc.text(`${i + 1}. ${name}`, MARGIN + 8, doc.y, { width: width - 8 }));
  doc.x = MARGIN;
}

/** When the work is due, from the shop's promises (domain/production): a date, or what it waits for. */
function dueText(order: PdfOrder): { short: string; long: string } {
  const due = productionDue({
    hasDecoration: hasDecoratedLine(order.lines),
    // an order on a trade account is placed for work when it is invoiced, unpaid (issue 31)
    paidAt: order.paidAt ?? (order.paymentStatus === 'invoiced' ? order.createdAt : null),
    approvedAt: order.approvedAt,
  });
  switch (due.kind) {
    case 'made':
      return {
        short: dateText(due.by),
        long: `${dateText(due.by)} (${PRODUCTION_WORKING_DAYS.max} working days from the proof's approval)`,
      };
    case 'dispatch':
      return {
        short: dateText(due.by),
        long: `${dateText(due.by)} (dispatch within ${PROCESSING_BUSINESS_DAYS.max} working days of ${
          order.paidAt ? 'payment' : 'the order'
        })`,
      };
    case 'awaiting-approval':
      return {
        short: 'after approval',
        long: `${PRODUCTION_WORKING_DAYS.max} working days from the proof's approval (not approved yet)`,
      };
    case 'awaiting-payment':
      return { short: 'after payment', long: 'Not set: the order is not paid yet' };
  }
}

/** The proof the workshop makes the order from; until one is approved, a warning not to start. */
function proofText(order: PdfOrder): string {
  if (!hasDecoratedLine(order.lines)) return 'None needed (no decoration)';
  const approved = approvedProofVersion(order);
  if (approved !== null)
    return `Version ${approved}, approved${order.approvedAt ? ` ${dateText(order.approvedAt)}` : ''}`;
  if (order.proofVersion === 0) return 'Not sent yet. Do not start.';
  return order.productionStatus === 'Changes requested'
    ? `Changes requested to version ${order.proofVersion}. Do not start.`
    : `Version ${order.proofVersion} sent, not approved yet. Do not start.`;
}

/**
 * The packing slip and work order for the workshop: the delivery method, the due date, the proof to make it from
 * and the customer's delivery notes; then each line with the price each it was charged (and the quantity break
 * that set it, issue 29: the workshop sees a run priced as a run) and its decorations in full, its mock-up large.
 * No totals or charges: those are the invoice's.
 */
export async function renderWorkOrderPdf(input: {
  order: PdfOrder;
  shop: ShopInfo;
  mockup?: LineMockup;
  /** What the reader may see (issue 33): Production's copy has no prices and no buyer's e-mail or phone. */
  visibility?: OrderVisibility;
}) {
  const { order, shop } = input;
  const { money, contact } = input.visibility ?? { money: true, contact: true };
  const due = dueText(order);
  const { doc, done } = newDocument(`Work order ${formatOrderNumber(order.number)}`);
  header(doc, shop, 'WORK ORDER', [
    ['Order', formatOrderNumber(order.number)],
    ['Ordered', dateText(order.createdAt)],
    ['Due', due.short],
    ['Garments', String(garmentCount(order.lines))],
    // the buyer's goods-in matches the delivery to its purchase order
    ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
  ]);
  if (order.status === 'Cancelled')
    notice(doc, 'CANCELLED', 'This order was cancelled: do not make or send it.');

  const top = doc.y;
  doc.font(BOLD).fontSize(10).fillColor(INK).text('Deliver to', MARGIN, top);
  doc.font(REGULAR).fontSize(10).text(addressLines(order, contact).join('\n'), { width: 230 });
  const leftBottom = doc.y;
  const job: [string, string][] = [
    ['Delivery', deliveryMethod(order)],
    ['Due', due.long],
    ['Proof', proofText(order)],
  ];
  doc.y = top;
  for (const [label, value] of job) {
    doc.font(BOLD).fontSize(10).fillColor(INK).text(label, 300, doc.y, { width: 247 });
    doc.font(REGULAR).fontSize(10).text(value, 300, doc.y, { width: 247 });
    doc.y += 4;
  }
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y);
  const notes = order.shippingAddress.additionalInfo?.trim();
  if (notes) {
    doc.moveDown(0.5);
    doc.font(BOLD).fontSize(10).fillColor(INK).text('Delivery notes', MARGIN, doc.y);
    doc.font(REGULAR).fontSize(10).text(notes, MARGIN, doc.y, { width: 499 });
  }
  doc.moveDown();
  rule(doc);

  for (const line of order.lines) {
    if (line.bundle) {
      await bundleWorkOrderLine(doc, line, input.mockup, money);
      continue;
    }
    const png = input.mockup ? await input.mockup(line).catch(() => null) : null;
    room(doc, png ? 230 : 70);
    const y = doc.y;
    doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(INK)
      .text(`${line.quantity} × ${line.title}`, MARGIN, y, { width: png ? 250 : 499 });
    doc.font(REGULAR).fontSize(10).fillColor(INK);
    const charged = money ? [chargedEachText(line.unitPrice, line.priceBreak)] : [];
    for (const detail of [...charged, ...lineDescription(line, true, money)])
      doc.text(detail, MARGIN, doc.y, { width: png ? 250 : 499 });
    if (line.decorations.length === 0) doc.fillColor(MUTED).text('Plain garment: no decoration.');
    workOrderNames(doc, line, png ? 250 : 499);
    doc
      .font(REGULAR)
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
