import { VAT_TABLE_HEADINGS, vatFootText, vatTableRows } from '../../../domain/vat-documents';
import type { OrderVat } from '../../../domain/vat';
import { A4, BOLD, INK, MARGIN, MUTED, REGULAR, room, rule } from './pdf-layout';

const COLS = { rate: MARGIN, net: 300, vat: 385, gross: 470 };
const FIGURE_WIDTH = A4.width - MARGIN - COLS.gross;

/**
 * A VAT invoice's or credit note's table of net / VAT / gross per rate (domain/vat-documents), with its heading
 * and the foot sentence naming the VAT number; on a new page when it would not fit.
 */
export function vatTable(doc: PDFKit.PDFDocument, vat: OrderVat, kind: 'invoice' | 'credit-note') {
  const rows = vatTableRows(vat);
  room(doc, 70 + rows.length * 16);
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(kind === 'invoice' ? 'VAT at each rate' : 'VAT credited at each rate', MARGIN, doc.y);
  doc.moveDown(0.3);
  const cells = (
    row: { label: string; net: string; vat: string; gross: string },
    font: string,
    colour: string,
  ) => {
    const y = doc.y;
    doc.font(font).fontSize(9.5).fillColor(colour);
    doc.text(row.label, COLS.rate, y, { width: COLS.net - COLS.rate - 10 });
    for (const key of ['net', 'vat', 'gross'] as const)
      doc.text(row[key], COLS[key], y, { width: FIGURE_WIDTH, align: 'right' });
    doc.y = y + 15;
  };
  cells({ ...VAT_TABLE_HEADINGS, label: VAT_TABLE_HEADINGS.rate }, BOLD, MUTED);
  rule(doc);
  doc.y -= 6;
  for (const row of rows) cells(row, row.rate === 'total' ? BOLD : REGULAR, INK);
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(10).fillColor(INK).text(vatFootText(vat, kind), MARGIN, doc.y, { width: 499 });
}
