import { invoiceNumber } from '../../../domain/documents';
import { formatPounds, type Pence } from '../../../domain/money';
import type { ShopInfo } from '../../../domain/shop-info';
import { formatTradeDay, type StatementLine } from '../../../domain/trade';
import type { StatementView } from '../../../domain/trade-view';
import { tradeAddressLines } from './order-pdfs';
import * as pdf from './pdf-layout';

/** The file a statement downloads and is mailed as: `statement_2026-09-01_2026-11-30.pdf`. */
export const statementPdfName = (from: string, to: string) => `statement_${from}_${to}.pdf`;

/** A running balance as the table prints it: what is owed, or "£12.00 CR" when the account is in credit. */
const balanceText = (pence: Pence) => (pence < 0 ? `${formatPounds(-pence)} CR` : formatPounds(pence));
/** A balance in words, for the summary: "£12.00 in credit". */
const balanceWords = (pence: Pence) =>
  pence < 0 ? `${formatPounds(-pence)} in credit` : formatPounds(pence);

/** A table that runs across pages: its title and column headings, drawn again (continued) on each new page. */
interface Table<K extends string> {
  title: string;
  columns: Record<K, { x: number; width: number; right?: boolean; heading: string }>;
}
type Cells<K extends string> = Record<K, string>;

const BOTTOM = pdf.A4.height - pdf.MARGIN - 30;

function tableHead<K extends string>(doc: PDFKit.PDFDocument, table: Table<K>, continued = false) {
  doc
    .font(pdf.BOLD)
    .fontSize(11)
    .fillColor(pdf.INK)
    .text(continued ? `${table.title} (continued)` : table.title, pdf.MARGIN, doc.y);
  doc.moveDown(0.4);
  const y = doc.y;
  doc.font(pdf.BOLD).fontSize(9).fillColor(pdf.MUTED);
  for (const { x, width, right, heading } of Object.values<Table<K>['columns'][K]>(table.columns))
    doc.text(heading, x, y, { width, align: right ? 'right' : 'left' });
  doc.y = y + 14;
  pdf.rule(doc);
  doc.y -= 4;
}

/**
 * A row, as tall as its tallest cell; on a new page under the headings again when it would not fit, or when
 * `keep` more points (the rows that must stay with it) would not. `alert` names a cell drawn in red.
 */
function tableRow<K extends string>(
  doc: PDFKit.PDFDocument,
  table: Table<K>,
  cells: Cells<NoInfer<K>>,
  { bold = false, alert, keep = 0 }: { bold?: boolean; alert?: NoInfer<K>; keep?: number } = {},
) {
  const columns = Object.entries(table.columns) as [K, Table<K>['columns'][K]][];
  const font = () => doc.font(bold ? pdf.BOLD : pdf.REGULAR).fontSize(9.5);
  font();
  const height =
    Math.max(...columns.map(([key, { width }]) => doc.heightOfString(cells[key] || ' ', { width }))) + 4;
  if (doc.y + height + keep > BOTTOM) {
    doc.addPage();
    doc.y = pdf.MARGIN;
    tableHead(doc, table, true);
    font();
  }
  const y = doc.y;
  for (const [key, { x, width, right }] of columns)
    doc
      .fillColor(key === alert ? pdf.ALERT : pdf.INK)
      .text(cells[key], x, y, { width, align: right ? 'right' : 'left' });
  doc.x = pdf.MARGIN;
  doc.y = y + height;
}

/** The period's records with the running balance. */
const ACTIVITY: Table<'day' | 'description' | 'debit' | 'credit' | 'balance'> = {
  title: 'Account activity',
  columns: {
    day: { x: pdf.MARGIN, width: 98, heading: 'Date' },
    description: { x: pdf.MARGIN + 102, width: 180, heading: 'Description' },
    debit: { x: 335, width: 65, right: true, heading: 'Debit' },
    credit: { x: 405, width: 65, right: true, heading: 'Credit' },
    balance: { x: 475, width: pdf.A4.width - pdf.MARGIN - 475, right: true, heading: 'Balance' },
  },
};

/** The invoices unpaid at the statement's end. */
const UNPAID: Table<'invoice' | 'day' | 'due' | 'total' | 'outstanding' | 'overdue'> = {
  title: 'Unpaid invoices',
  columns: {
    invoice: { x: pdf.MARGIN, width: 70, heading: 'Invoice' },
    day: { x: pdf.MARGIN + 72, width: 95, heading: 'Date' },
    due: { x: pdf.MARGIN + 170, width: 95, heading: 'Due' },
    total: { x: 320, width: 70, right: true, heading: 'Total' },
    outstanding: { x: 395, width: 70, right: true, heading: 'Unpaid' },
    overdue: { x: 470, width: pdf.A4.width - pdf.MARGIN - 470, right: true, heading: 'Overdue' },
  },
};

const lineRow = (line: StatementLine): Cells<keyof typeof ACTIVITY.columns> => ({
  day: formatTradeDay(line.day),
  description: line.description,
  debit: line.debit ? formatPounds(line.debit) : '',
  credit: line.credit ? formatPounds(line.credit) : '',
  balance: balanceText(line.balance),
});

/** The account's name and invoice address on the left; the period's sums on the right, the closing in bold. */
function summary(doc: PDFKit.PDFDocument, statement: StatementView) {
  const { account } = statement;
  const top = doc.y;
  doc.font(pdf.BOLD).fontSize(10).fillColor(pdf.INK).text('Statement for', pdf.MARGIN, top);
  doc
    .font(pdf.REGULAR)
    .fontSize(10)
    .text(
      tradeAddressLines(account.businessName, account.invoiceAddress, account.contactName).join('\n'),
      pdf.MARGIN,
      doc.y,
      { width: 230 },
    );
  const leftBottom = doc.y;

  const debits = statement.lines.reduce((s, l) => s + l.debit, 0);
  const credits = statement.lines.reduce((s, l) => s + l.credit, 0);
  const rows: [string, string][] = [
    ['Opening balance', balanceWords(statement.opening)],
    ['Invoices', formatPounds(debits)],
    ['Payments and credits', credits ? `-${formatPounds(credits)}` : formatPounds(0)],
  ];
  const x = 320;
  const valueX = pdf.A4.width - pdf.MARGIN - 110;
  const figure = (label: string, value: string, y: number) => {
    doc.text(label, x, y, { width: valueX - x });
    doc.text(value, valueX, y, { width: 110, align: 'right' });
  };
  doc.y = top;
  doc.font(pdf.REGULAR).fontSize(9.5).fillColor(pdf.INK);
  for (const [label, value] of rows) figure(label, value, doc.y);
  doc
    .moveTo(x, doc.y + 3)
    .lineTo(pdf.A4.width - pdf.MARGIN, doc.y + 3)
    .lineWidth(0.5)
    .strokeColor(pdf.MUTED)
    .stroke();
  doc.font(pdf.BOLD).fontSize(11).fillColor(pdf.INK);
  figure('Closing balance', balanceWords(statement.closing), doc.y + 8);
  const overdue = statement.unpaid.filter((i) => i.overdue).reduce((s, i) => s + i.outstanding, 0);
  if (overdue > 0) {
    doc.font(pdf.BOLD).fontSize(9.5).fillColor(pdf.ALERT);
    figure('Of which overdue', formatPounds(overdue), doc.y + 2);
  }
  doc.x = pdf.MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 14;
}

/** The invoices unpaid at the statement's end, oldest first, with how many days each is overdue. */
function unpaidInvoices(doc: PDFKit.PDFDocument, statement: StatementView) {
  const table = { ...UNPAID, title: `Unpaid invoices on ${formatTradeDay(statement.to)}` };
  pdf.room(doc, 70);
  if (statement.unpaid.length === 0) {
    doc.font(pdf.BOLD).fontSize(11).fillColor(pdf.INK).text(table.title, pdf.MARGIN, doc.y);
    doc.moveDown(0.4);
    doc.font(pdf.REGULAR).fontSize(9.5).fillColor(pdf.INK).text('None: every invoice is paid. Thank you.');
    return;
  }
  tableHead(doc, table);
  for (const invoice of statement.unpaid)
    tableRow(
      doc,
      table,
      {
        invoice: invoiceNumber(invoice.orderNumber),
        day: formatTradeDay(invoice.day),
        due: formatTradeDay(invoice.dueDay),
        total: formatPounds(invoice.total),
        outstanding: formatPounds(invoice.outstanding),
        overdue: invoice.overdue
          ? `${invoice.daysOverdue} ${invoice.daysOverdue === 1 ? 'day' : 'days'}`
          : 'Not yet due',
      },
      { alert: invoice.overdue ? 'overdue' : undefined },
    );
  tableRow(
    doc,
    table,
    {
      invoice: '',
      day: '',
      due: '',
      total: 'Total',
      outstanding: formatPounds(statement.unpaid.reduce((s, i) => s + i.outstanding, 0)),
      overdue: '',
    },
    { bold: true },
  );
}

/**
 * A trade account's statement (issue 31, `statement_{from}_{to}.pdf`): the shop, the account's name and invoice
 * address, the period, its terms and limit; the opening balance, each invoice, payment and credit note with the
 * running balance, and the closing balance (opening + debits − credits, as domain/trade statementOf sums them);
 * the invoices unpaid at its end with their due days and days overdue; and how to pay. The activity runs onto as
 * many pages as it needs, its headings repeated, each page numbered.
 */
export async function renderStatementPdf(input: {
  statement: StatementView;
  shop: ShopInfo;
}): Promise<Buffer> {
  const { statement, shop } = input;
  const { account } = statement;
  const period = `${formatTradeDay(statement.from)} to ${formatTradeDay(statement.to)}`;
  const { doc, done } = pdf.newDocument(`Statement ${account.businessName}, ${period}`);
  pdf.header(doc, shop, 'STATEMENT', [
    ['Statement date', formatTradeDay(statement.issuedOn)],
    ['Period', period],
    ['Terms', `${account.termsDays} days`],
    ['Credit limit', formatPounds(account.creditLimit)],
  ]);
  summary(doc, statement);
  pdf.rule(doc);

  pdf.room(doc, 80);
  tableHead(doc, ACTIVITY);
  const none = { debit: '', credit: '', balance: '' };
  tableRow(doc, ACTIVITY, {
    ...none,
    day: formatTradeDay(statement.from),
    description: 'Opening balance',
    balance: balanceText(statement.opening),
  });
  if (statement.lines.length === 0)
    tableRow(doc, ACTIVITY, { ...none, day: '', description: 'No invoices, payments or credits.' });
  // the last line keeps the closing balance under it
  for (const [i, line] of statement.lines.entries())
    tableRow(doc, ACTIVITY, lineRow(line), { keep: i === statement.lines.length - 1 ? 24 : 0 });
  pdf.rule(doc);
  doc.y -= 4;
  tableRow(
    doc,
    ACTIVITY,
    {
      ...none,
      day: formatTradeDay(statement.to),
      description: 'Closing balance',
      balance: balanceText(statement.closing),
    },
    { bold: true },
  );
  doc.moveDown(1.5);

  unpaidInvoices(doc, statement);
  doc.moveDown();
  if (statement.closing > 0) {
    const only = statement.unpaid.length === 1 ? statement.unpaid[0] : undefined;
    pdf.howToPay(doc, shop, {
      lead: 'Please pay each invoice by its due date by bank transfer.',
      reference: only ? invoiceNumber(only.orderNumber) : 'the number of the invoice you pay',
    });
  } else {
    pdf.room(doc, 20);
    doc
      .font(pdf.REGULAR)
      .fontSize(9.5)
      .fillColor(pdf.MUTED)
      .text(
        statement.closing < 0
          ? `Nothing is owed: the account is ${balanceWords(statement.closing)}.`
          : 'Nothing is owed.',
        pdf.MARGIN,
        doc.y,
      );
  }
  pdf.pageNumbers(doc, `${account.businessName} · statement ${period}`);
  doc.end();
  return done;
}
