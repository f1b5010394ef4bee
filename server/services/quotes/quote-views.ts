import type { InferSelectModel } from 'drizzle-orm';
import type { LineItem, LogoSummary } from '../../../domain/line-item';
import type { Product } from '../../../domain/product';
import {
  quoteLinePrice,
  quoteLineQuantity,
  quoteTotals,
  type QuoteGarmentLine,
  type QuoteLine,
} from '../../../domain/quote-lines';
import type {
  QuoteDocumentView,
  QuoteEventView,
  QuoteLineView,
  QuoteListItem,
  QuoteRequestView,
  QuoteView,
} from '../../../domain/quote-view';
import {
  formatQuoteNumber,
  quoteExpiredAt,
  quoteStatusLabel,
  quoteValidUntilEnd,
  type QuoteMoveKind,
} from '../../../domain/quotes';
import type { quoteEvents, quotes, quoteVersions, StoredQuoteDocument } from '../../db/schema';
import { lineDecorations, productColour } from './quote-pricing';

export type QuoteRow = InferSelectModel<typeof quotes>;
export type QuoteVersionRow = InferSelectModel<typeof quoteVersions>;
export type QuoteEventRow = InferSelectModel<typeof quoteEvents>;

/** What a view is drawn from beside the rows: the catalogue's products and the logos the quote names. */
export interface QuoteViewSources {
  products: ReadonlyMap<string, Product>;
  logos: ReadonlyMap<string, LogoSummary>;
}

/** A garment line's product as lines show it: its title and types, its pictures in the line's colour. */
function garmentOf(line: Pick<QuoteGarmentLine, 'productId' | 'colour'>, product: Product | undefined) {
  const c = product ? productColour(product, line.colour) : null;
  return {
    productId: line.productId,
    title: product?.title ?? 'A garment no longer sold',
    productTypes: product?.productTypes ?? [],
    image: c?.image ?? product?.frontImage ?? '',
    backImage: c?.backImage ?? product?.backImage ?? null,
    colour: line.colour,
    colourHex: c?.hex ?? null,
  };
}

export function quoteLineView(line: QuoteLine, sources: QuoteViewSources): QuoteLineView {
  const money = quoteLinePrice(line);
  if (line.kind === 'custom') return { ...line, goods: money.goods, logoCharge: 0 };
  const product = sources.products.get(line.productId);
  return {
    kind: 'garment',
    ...garmentOf(line, product),
    sizes: line.sizes,
    quantity: quoteLineQuantity(line),
    unitPrice: line.unitPrice,
    shopUnitPrice: line.shopUnitPrice,
    priceBreak: line.priceBreak,
    decorations: lineDecorations(line.decorations, sources.logos),
    goods: money.goods,
    logoCharge: money.logoCharge,
    unavailable: !product?.available,
  };
}

export function quoteDocumentView(
  doc: StoredQuoteDocument,
  version: number,
  sentAt: Date | null,
  sources: QuoteViewSources,
): QuoteDocumentView {
  return {
    version,
    lines: doc.lines.map((l) => quoteLineView(l, sources)),
    discountPercent: doc.discountPercent,
    shipping: doc.shipping,
    totals: quoteTotals(doc.lines, doc),
    validUntil: doc.validUntil,
    message: doc.message,
    sentAt: sentAt?.toISOString() ?? null,
  };
}

export function quoteRequestView(row: QuoteRow, sources: QuoteViewSources): QuoteRequestView {
  const r = row.request;
  const logo = r.decoration?.logoId ? (sources.logos.get(r.decoration.logoId) ?? null) : null;
  return {
    items: r.items.map((item) => ({
      ...item,
      title: sources.products.get(item.productId)?.title ?? 'A garment no longer sold',
    })),
    description: r.description,
    decoration: r.decoration && {
      method: r.decoration.method as NonNullable<QuoteRequestView['decoration']>['method'],
      positions: r.decoration.positions as NonNullable<QuoteRequestView['decoration']>['positions'],
      textLine: r.decoration.textLine,
      font: r.decoration.font,
      logo: logo && { id: logo.id, name: logo.name, url: logo.url, previewUrl: logo.previewUrl },
    },
    neededBy: r.neededBy,
    postcode: r.postcode,
    notes: r.notes,
  };
}

const eventView = (e: QuoteEventRow): QuoteEventView => ({
  kind: e.kind as QuoteMoveKind | 'requested',
  version: e.version,
  comment: e.comment,
  actor: e.actorLabel,
  at: e.createdAt.toISOString(),
});

/** The quote as the seller (with the draft) or the buyer (without) reads it. */
export function quoteView(input: {
  row: QuoteRow;
  versions: readonly QuoteVersionRow[];
  events: readonly QuoteEventRow[];
  sources: QuoteViewSources;
  order: { id: string; number: number } | null;
  audience: 'seller' | 'buyer';
  /** The draft to show the seller: the saved one, or a first one priced from the request. */
  draft: StoredQuoteDocument | null;
  pdfUrl: string | null;
  buyerUrl: string | null;
  now: Date;
}): QuoteView {
  const { row, sources } = input;
  const versions = [...input.versions]
    .sort((a, b) => b.version - a.version)
    .map((v) => quoteDocumentView(v.document, v.version, v.sentAt, sources));
  return {
    id: row.id,
    number: formatQuoteNumber(row.number),
    status: row.status,
    statusLabel: quoteStatusLabel(row.status),
    customer: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      userId: row.userId,
    },
    request: quoteRequestView(row, sources),
    version: row.version,
    versions,
    draft:
      input.audience === 'seller' && input.draft ? quoteDocumentView(input.draft, 0, null, sources) : null,
    expired:
      row.status === 'expired' ||
      (row.status === 'sent' &&
        row.validUntil !== null &&
        quoteExpiredAt({ validUntil: quoteValidUntilEnd(row.validUntil) }, input.now)),
    order: input.order && { id: input.order.id, number: `#${input.order.number}` },
    events: [...input.events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(eventView),
    pdfUrl: input.pdfUrl,
    buyerUrl: input.buyerUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function quoteListItem(row: QuoteRow, total: number | null, buyerUrl?: string): QuoteListItem {
  return {
    id: row.id,
    number: formatQuoteNumber(row.number),
    status: row.status,
    statusLabel: quoteStatusLabel(row.status),
    name: row.name,
    company: row.company,
    email: row.email,
    total,
    validUntil: row.validUntil,
    isNew: row.sellerOpenedAt === null,
    createdAt: row.createdAt.toISOString(),
    ...(buyerUrl ? { buyerUrl } : {}),
  };
}

/** The quote's lines as the order's: a garment line per size at the quoted prices, a custom line as a charge. */
export function quoteOrderLines(doc: StoredQuoteDocument, sources: QuoteViewSources): LineItem[] {
  return doc.lines.flatMap((line): LineItem[] => {
    if (line.kind === 'custom')
      return [
        {
          id: crypto.randomUUID(),
          productId: null,
          title: line.description,
          productTypes: [],
          image: QUOTE_CHARGE_IMAGE,
          backImage: null,
          colour: '',
          colourHex: null,
          size: '',
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          priceBreak: null,
          decorations: [],
          notes: null,
          goods: line.unitPrice * line.quantity,
          logoCharge: 0,
        },
      ];
    const product = sources.products.get(line.productId);
    const decorations = lineDecorations(line.decorations, sources.logos).map((d) => ({
      ...d,
      // a quote's logos are set up for it: its setup is whatever the quote charged for it
      isPreviousLogo: true,
      priceBreak: null,
    }));
    const each = decorations.reduce((n, d) => n + (d.unitPrice ?? 0), 0);
    return line.sizes.map((s) => ({
      id: crypto.randomUUID(),
      ...garmentOf(line, product),
      size: s.size,
      quantity: s.quantity,
      unitPrice: line.unitPrice,
      priceBreak: null,
      decorations,
      notes: null,
      goods: line.unitPrice * s.quantity,
      logoCharge: each * s.quantity,
    }));
  });
}

/** The picture beside a quote's own charge ("Digitising") on the order it becomes. */
export const QUOTE_CHARGE_IMAGE = '/images/quote-charge.svg';
