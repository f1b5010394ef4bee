import { breakLabel } from '../../../domain/charged-price';
import { decorationLine, type LineDecoration, type LineItem } from '../../../domain/line-item';
import { formatPounds } from '../../../domain/money';
import type {
  QuoteDocumentView,
  QuoteGarmentLineView,
  QuoteLineView,
  QuoteView,
} from '../../../domain/quote-view';
import { formatQuoteDay, QUOTE_MESSAGES, quoteValidUntilEnd } from '../../../domain/quotes';
import type { ShopInfo } from '../../../domain/shop-info';
import type { LineMockup } from './order-pdfs';
import * as pdf from './pdf-layout';

const QUOTE_THUMB = 84;

/** The file a quote downloads as: `quote_Q-1001.pdf`. */
export const quotePdfName = (number: string) => `quote_${number}.pdf`;

/** "S × 10, M × 20, L × 10" */
const sizesText = (line: QuoteGarmentLineView) =>
  line.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ');

/** A decoration with what each garment pays for it, always: a quote is read to compare prices. */
function decorationText(d: LineDecoration): string {
  const label = breakLabel(d.priceBreak);
  return `${decorationLine(d)} · ${formatPounds(d.unitPrice ?? 0)} per garment${label ? ` (${label})` : ''}`;
}

/** A garment line as the order documents' mock-up source reads a line: the sizes in one line's `size`. */
function garmentLineItem(line: QuoteGarmentLineView, index: number): LineItem {
  return {
    id: `quote-line-${index + 1}`,
    productId: line.productId,
    title: line.title,
    productTypes: line.productTypes,
    image: line.image,
    backImage: line.backImage,
    colour: line.colour,
    colourHex: line.colourHex,
    size: sizesText(line),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    priceBreak: line.priceBreak,
    decorations: line.decorations,
    notes: null,
    goods: line.goods,
    logoCharge: line.logoCharge,
  };
}

async function quoteRow(line: QuoteLineView, index: number, mockups?: LineMockup): Promise<pdf.PricedRow> {
  if (line.kind === 'custom')
    return {
      picture: null,
      title: line.description,
      details: [],
      quantity: line.quantity,
      each: formatPounds(line.unitPrice),
      amount: formatPounds(line.goods),
    };
  return {
    picture: mockups ? await mockups(garmentLineItem(line, index)).catch(() => null) : null,
    title: line.title,
    details: [
      `Colour ${line.colour}`,
      `Sizes: ${sizesText(line)}`,
      ...line.decorations.map(decorationText),
      ...(line.logoCharge > 0 ? [`Decoration ${formatPounds(line.logoCharge)}`] : []),
    ],
    quantity: line.quantity,
    each: formatPounds(line.unitPrice),
    // the break only where the shop's own price stands: an agreed price is the quote's own
    eachNote: line.unitPrice === line.shopUnitPrice ? breakLabel(line.priceBreak) : null,
    amount: formatPounds(line.goods + line.logoCharge),
  };
}

/** What stands over the document when it is not the quote on offer: a draft, an earlier version, or past its day. */
function standingNotice(quote: QuoteView, document: QuoteDocumentView): [string, string] | null {
  if (document.version === 0)
    return ['DRAFT', 'Not sent yet: these prices are the shop’s working copy, not an offer.'];
  if (document.version < quote.version)
    return [
      'SUPERSEDED',
      `This is version ${document.version} of quote ${quote.number}. Version ${quote.version} replaces it.`,
    ];
  if (quote.status === 'expired' || (quote.status === 'sent' && quote.expired))
    return ['EXPIRED', QUOTE_MESSAGES.expired(quoteValidUntilEnd(document.validUntil))];
  if (quote.status === 'declined') return ['DECLINED', 'This quote was declined.'];
  return null;
}

/** The last words: how it stands with the buyer. */
function footText(quote: QuoteView, document: QuoteDocumentView): string {
  if (quote.status === 'paid' && quote.order)
    return `Accepted and paid: this quote is order ${quote.order.number}. Thank you.`;
  if (quote.status === 'accepted' && document.version === quote.version)
    return 'Accepted: waiting for the payment.';
  return `Prices valid until ${formatQuoteDay(document.validUntil)}. Accept and pay online from the link in our e-mail.`;
}

/**
 * The quote (`quote_Q-1001.pdf`) in the invoice's style: the shop, the quote's number, version, date and
 * valid-until, the customer, the seller's message, every line (a garment's colour, sizes and quantities, price
 * each, decorations with their price each, and its mock-up; custom lines), the figures and total, and that no
 * VAT is charged. `mockups` draws a line's picture as the order documents do.
 */
export async function quotePdf(input: {
  quote: QuoteView;
  document: QuoteDocumentView;
  shop: ShopInfo;
  mockups?: LineMockup;
}): Promise<Buffer> {
  const { quote, document, shop } = input;
  const { doc, done } = pdf.newDocument(`Quote ${quote.number}`);
  const { totals } = document;
  pdf.header(doc, shop, 'QUOTE', [
    ['Quote number', quote.number],
    ['Version', document.version === 0 ? 'draft' : String(document.version)],
    ['Date', pdf.dateText(new Date(document.sentAt ?? quote.createdAt))],
    ['Valid until', formatQuoteDay(document.validUntil)],
    ...(totals.garmentCount > 0 ? [['Garments', String(totals.garmentCount)] as [string, string]] : []),
  ]);
  const standing = standingNotice(quote, document);
  if (standing) pdf.notice(doc, ...standing);

  const { customer } = quote;
  pdf.block(doc, 'Prepared for', [customer.name, customer.company, customer.email, customer.phone]);
  const message = document.message.trim();
  if (message) {
    doc.moveDown();
    pdf.block(doc, `Message from ${shop.name}`, [message]);
  }
  doc.moveDown();
  pdf.rule(doc);

  // larger than the invoice's thumbnails: the buyer judges the decoration by its mock-up
  pdf.pricedTableHead(doc, QUOTE_THUMB);
  for (const [index, line] of document.lines.entries())
    pdf.pricedTableRow(doc, await quoteRow(line, index, input.mockups), QUOTE_THUMB);

  pdf.totalRows(
    doc,
    [
      ['Goods', formatPounds(totals.goods)],
      ['Decoration', formatPounds(totals.logoCharges)],
      ['Subtotal', formatPounds(totals.subtotal)],
      ...(totals.discount > 0
        ? [[`Discount (${totals.discountPercent}%)`, `-${formatPounds(totals.discount)}`] as [string, string]]
        : []),
      ['Shipping', totals.shipping === 0 ? 'Free' : formatPounds(totals.shipping)],
    ],
    ['Total', formatPounds(totals.total)],
  );
  doc.moveDown();
  pdf.room(doc, 40);
  pdf.block(doc, pdf.NO_VAT, [footText(quote, document)], { small: true });
  doc.end();
  return done;
}
