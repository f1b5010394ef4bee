import { formatOrderNumber } from '../../../domain/orders';
import type { TradeAddress } from '../../../domain/schemas/trade';
import type { ShopInfo } from '../../../domain/shop-info';
import {
  formatStoreDay,
  STORE_DELIVERY_LABELS,
  type BatchRow,
  type BatchTotals,
  type StoreDecoration,
  type StoreDelivery,
  type StoreNames,
} from '../../../domain/team-stores';
import {
  A4,
  BOLD,
  dateText,
  header,
  INK,
  MARGIN,
  MUTED,
  newDocument,
  notice,
  pageNumbers,
  REGULAR,
  room,
  rule,
} from './pdf-layout';

/**
 * A team store's batch documents (issue 32): the combined work order the workshop makes the whole batch from,
 * and the packing list whose blocks are cut out as bag labels. Names are written as plain text, never markup.
 */

/** What the batch documents read of a closed store and its counted member orders. */
export interface StoreBatchDocument {
  store: {
    name: string;
    slug: string;
    /** The organisation's logo file as the seller uploaded it, or null when it has none. */
    logoName: string | null;
    closedOn: string | null;
    delivery: StoreDelivery;
    deliveryAddress: TradeAddress | null;
    contactName: string;
    contactEmail: string;
    proofApprovedAt: Date | null;
    names: StoreNames;
  };
  /** The store's garments with the decoration each carries. */
  offers: { title: string; colours: string[]; decorations: StoreDecoration[] }[];
  totals: BatchTotals;
  /** The counted member orders, by order number. */
  orders: {
    number: number;
    memberName: string;
    email: string;
    lines: { title: string; colour: string; size: string; quantity: number; names: string[] }[];
  }[];
}

const WIDTH = A4.width - 2 * MARGIN;

const decorationText = (decorations: readonly StoreDecoration[]) =>
  decorations.map((d) => `${d.position} (${d.method})`).join(', ') || 'None';

const namesRuleText = (names: StoreNames) =>
  names.enabled
    ? `${names.position}, ${names.method}, ${names.font} font, up to ${names.maxLength} characters`
    : 'Not offered';

function addressText(address: TradeAddress | null): string {
  if (!address) return '';
  return [address.address, address.city, address.postCode, address.country].filter(Boolean).join(', ');
}

/** Label on the left, its value beside it, wrapped. */
function fact(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y;
  doc.font(BOLD).fontSize(10).fillColor(INK).text(label, MARGIN, y, { width: 130 });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(value, MARGIN + 135, y, { width: WIDTH - 135 });
  doc.y = Math.max(doc.y, y + 14) + 2;
  doc.x = MARGIN;
}

/** The batch's rows grouped by product and colour, in the totals' order. */
function groups(rows: readonly BatchRow[]) {
  const out: { title: string; colour: string; rows: BatchRow[] }[] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (last && last.title === row.title && last.colour === row.colour) last.rows.push(row);
    else out.push({ title: row.title, colour: row.colour, rows: [row] });
  }
  return out;
}

const namesList = (names: BatchRow['names']) =>
  names.map((n) => `${n.name} (${formatOrderNumber(n.orderNumber)})`).join(' · ');

/**
 * The combined work order: the store, the organisation's logo and the decoration of each garment, then each
 * product × colour with its sizes and quantities and every name to apply, by size (with its order number).
 */
export async function renderStoreWorkOrderPdf(input: {
  batch: StoreBatchDocument;
  shop: ShopInfo;
}): Promise<Buffer> {
  const { batch, shop } = input;
  const { store, totals } = batch;
  const { doc, done } = newDocument(`Batch work order: ${store.name}`);
  header(doc, shop, 'BATCH WORK ORDER', [
    ['Store', store.name],
    ...(store.closedOn ? [['Closed', formatStoreDay(store.closedOn)] as [string, string]] : []),
    ['Orders', String(totals.orders)],
    ['Garments', String(totals.garments)],
    ['Names', String(totals.names)],
  ]);
  if (!store.proofApprovedAt)
    notice(doc, 'PROOF NOT APPROVED', 'The batch proof is not approved yet. Do not start production.');

  fact(doc, 'Store', `${store.name} (/store/${store.slug})`);
  fact(doc, "Organisation's logo", store.logoName ?? 'None uploaded');
  fact(doc, 'Names', namesRuleText(store.names));
  fact(
    doc,
    'Delivery',
    store.delivery === 'organisation'
      ? `${STORE_DELIVERY_LABELS.organisation}: ${addressText(store.deliveryAddress)}`
      : STORE_DELIVERY_LABELS.member,
  );
  fact(doc, 'Proof', store.proofApprovedAt ? `Approved ${dateText(store.proofApprovedAt)}` : 'Not approved');
  if (store.contactName || store.contactEmail)
    fact(doc, 'Contact', [store.contactName, store.contactEmail].filter(Boolean).join(', '));
  doc.moveDown(0.5);
  rule(doc);

  doc.font(BOLD).fontSize(12).fillColor(INK).text('Decoration per garment', MARGIN, doc.y);
  doc.moveDown(0.3);
  for (const offer of batch.offers) {
    room(doc, 30);
    doc.font(BOLD).fontSize(10).fillColor(INK).text(offer.title, MARGIN, doc.y, { width: WIDTH });
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`Logo: ${decorationText(offer.decorations)} · Colours: ${offer.colours.join(', ')}`, {
        width: WIDTH,
      });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.5);
  rule(doc);

  if (totals.rows.length === 0) {
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text('No orders in this batch.', MARGIN, doc.y);
  }
  for (const group of groups(totals.rows)) {
    const quantity = group.rows.reduce((n, r) => n + r.quantity, 0);
    room(doc, 60);
    doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(INK)
      .text(`${group.title}, ${group.colour}: ${quantity} garments`, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    for (const row of group.rows) {
      const names = row.names.length > 0 ? namesList(row.names) : '';
      const height =
        16 +
        (names
          ? doc
              .font(REGULAR)
              .fontSize(9.5)
              .heightOfString(names, { width: WIDTH - 100 })
          : 0);
      room(doc, height + 8);
      const y = doc.y;
      doc.font(BOLD).fontSize(10).fillColor(INK).text(`Size ${row.size}`, MARGIN, y, { width: 90 });
      doc
        .font(REGULAR)
        .fontSize(10)
        .text(
          `${row.quantity} ${row.quantity === 1 ? 'garment' : 'garments'}${
            row.names.length > 0 ? `, ${row.names.length} ${row.names.length === 1 ? 'name' : 'names'}:` : ''
          }`,
          MARGIN + 100,
          y,
          { width: WIDTH - 100 },
        );
      if (names)
        doc
          .font(REGULAR)
          .fontSize(9.5)
          .fillColor(INK)
          .text(names, MARGIN + 100, doc.y, { width: WIDTH - 100 });
      doc.y += 6;
      doc.x = MARGIN;
    }
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text('Checked: ______', MARGIN, doc.y);
    doc.y += 6;
    rule(doc);
  }
  pageNumbers(doc, `Batch work order, ${store.name}`);
  doc.end();
  return done;
}

/**
 * The packing list: one block per member order (the member's name, the order number, the garments and their
 * names) between cut lines, to bag and label each member's garments.
 */
export async function renderPackingListPdf(input: {
  batch: StoreBatchDocument;
  shop: ShopInfo;
}): Promise<Buffer> {
  const { batch, shop } = input;
  const { store } = batch;
  const { doc, done } = newDocument(`Packing list: ${store.name}`);
  header(doc, shop, 'PACKING LIST', [
    ['Store', store.name],
    ['Orders', String(batch.orders.length)],
    ['Delivery', STORE_DELIVERY_LABELS[store.delivery]],
  ]);
  if (batch.orders.length === 0)
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text('No orders in this batch.', MARGIN, doc.y);
  const pad = 10;
  const inner = WIDTH - 2 * pad;
  for (const order of batch.orders) {
    const heading = `${order.memberName || order.email} · Order ${formatOrderNumber(order.number)}`;
    const lines = order.lines.map((l) => {
      const garment = `${l.quantity} × ${l.title}, ${l.colour}, size ${l.size}`;
      return l.names.length > 0 ? `${garment}. Names: ${l.names.join(', ')}` : garment;
    });
    const body = lines.join('\n');
    const height =
      2 * pad +
      doc.font(BOLD).fontSize(13).heightOfString(heading, { width: inner }) +
      doc.font(REGULAR).fontSize(9).heightOfString(`${store.name} · ${order.email}`, { width: inner }) +
      4 +
      doc.font(REGULAR).fontSize(10).heightOfString(body, { width: inner });
    room(doc, height + 16);
    const top = doc.y;
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(INK)
      .text(heading, MARGIN + pad, top + pad, { width: inner });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${store.name} · ${order.email}`, MARGIN + pad, doc.y, { width: inner });
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(INK)
      .text(body, MARGIN + pad, doc.y + 4, { width: inner });
    const bottom = Math.max(doc.y + pad, top + height);
    doc
      .rect(MARGIN, top, WIDTH, bottom - top)
      .dash(4, { space: 3 })
      .lineWidth(0.75)
      .strokeColor(MUTED)
      .stroke()
      .undash();
    doc.x = MARGIN;
    doc.y = bottom + 12;
  }
  pageNumbers(doc, `Packing list, ${store.name}`);
  doc.end();
  return done;
}
