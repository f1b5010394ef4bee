import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '~/components/admin/panel';
import { ListCard } from '~/components/admin/seller-list-card';
import { InvoiceStateBadge } from '~/components/line/trade-status';
import { DataTable, type Column } from '~/components/ui/data-table';
import { formatPounds } from '../../../../domain/money';
import { formatTimelineTime } from '../../../../domain/order-timeline';
import { formatOrderNumber } from '../../../../domain/orders';
import { formatTradeDay } from '../../../../domain/trade';
import type { TradeCreditNoteView, TradeInvoiceView, TradePaymentView } from '../../../../domain/trade-view';
import { dayColumn, moneyColumn } from './columns';

/** A document's PDF: its number as the link, "(PDF)" read out. */
function PdfLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className="inline-flex items-center gap-1 font-semibold text-brand-800 underline">
      <FileDown className="size-4 shrink-0" aria-hidden />
      {children}
      <span className="sr-only"> (PDF)</span>
    </a>
  );
}

/** One of the ledger's lists: DataTable's fixed parts, its caption the panel's title too. */
type LedgerTable<T> = Omit<Parameters<typeof DataTable<T>>[0], 'rows'> & { caption: string };

function LedgerPanel<T>({
  table,
  rows,
  children,
}: {
  table: LedgerTable<T>;
  rows: T[];
  children?: ReactNode;
}) {
  return (
    <Panel title={table.caption}>
      <DataTable {...table} rows={rows} />
      {children}
    </Panel>
  );
}

const orderLink = (orderId: string, orderNumber: number) => (
  <Link to={`/admin/orders/${orderId}`} className="text-brand-700 underline">
    <span className="sr-only">Order </span>
    {formatOrderNumber(orderNumber)}
  </Link>
);

const INVOICE_COLUMNS: Column<TradeInvoiceView>[] = [
  { key: 'number', header: 'Invoice', cell: (i) => <PdfLink href={i.pdfUrl}>{i.invoiceNumber}</PdfLink> },
  { key: 'order', header: 'Order', cell: (i) => orderLink(i.orderId, i.orderNumber) },
  { key: 'po', header: 'PO number', cell: (i) => i.poNumber ?? '—', cellClassName: 'break-all' },
  { key: 'day', header: 'Date', cell: (i) => formatTradeDay(i.day), ...dayColumn },
  { key: 'due', header: 'Due', cell: (i) => formatTradeDay(i.dueDay), ...dayColumn },
  { key: 'total', header: 'Total', cell: (i) => formatPounds(i.total), ...moneyColumn },
  { key: 'owed', header: 'Outstanding', cell: (i) => formatPounds(i.outstanding), ...moneyColumn },
  { key: 'state', header: 'State', cell: (i) => <InvoiceStateBadge invoice={i} /> },
];

function InvoiceCard({ invoice: i }: { invoice: TradeInvoiceView }) {
  return (
    <ListCard>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PdfLink href={i.pdfUrl}>{i.invoiceNumber}</PdfLink>
        <InvoiceStateBadge invoice={i} />
      </div>
      <p className="mt-1 text-sm text-zinc-800">
        {orderLink(i.orderId, i.orderNumber)}
        {i.poNumber && <span className="break-all"> · PO {i.poNumber}</span>}
      </p>
      <p className="mt-1 text-xs text-zinc-600">
        {formatTradeDay(i.day)} · due {formatTradeDay(i.dueDay)}
      </p>
      <p className="mt-1 text-sm tabular-nums">
        {formatPounds(i.total)}
        {i.outstanding > 0 && i.outstanding !== i.total && ` · ${formatPounds(i.outstanding)} outstanding`}
      </p>
    </ListCard>
  );
}

/** The account's invoices, newest first, each with its PDF, order, PO number, due day and standing. */
const INVOICES: LedgerTable<TradeInvoiceView> = {
  caption: 'Invoices',
  columns: INVOICE_COLUMNS,
  rowKey: (i) => i.orderId,
  rowClassName: (i) => (i.overdue ? 'bg-red-50/60' : undefined),
  card: (i) => <InvoiceCard invoice={i} />,
  empty: 'No invoices yet: an order placed on account makes one.',
};

export const TradeInvoicesPanel = ({ invoices }: { invoices: TradeInvoiceView[] }) => (
  <LedgerPanel table={INVOICES} rows={invoices} />
);

const againstText = (p: TradePaymentView) => p.invoiceNumber ?? 'Oldest invoices first';
const recordedText = (p: TradePaymentView) =>
  `${p.recordedBy ? `${p.recordedBy}, ` : ''}${formatTimelineTime(p.recordedAt)}`;

const PAYMENT_COLUMNS: Column<TradePaymentView>[] = [
  { key: 'day', header: 'Received', cell: (p) => formatTradeDay(p.day), ...dayColumn },
  { key: 'amount', header: 'Amount', cell: (p) => formatPounds(p.amount), ...moneyColumn },
  { key: 'reference', header: 'Reference', cell: (p) => p.reference ?? '—', cellClassName: 'break-all' },
  { key: 'against', header: 'Against', cell: againstText },
  { key: 'recorded', header: 'Recorded', cell: recordedText, cellClassName: 'text-zinc-700' },
];

function PaymentCard({ payment: p }: { payment: TradePaymentView }) {
  return (
    <ListCard>
      <p className="flex justify-between gap-3">
        <span className="font-semibold tabular-nums">{formatPounds(p.amount)}</span>
        <span className="text-sm">{formatTradeDay(p.day)}</span>
      </p>
      <p className="mt-1 text-sm break-all text-zinc-800">
        {p.reference ?? 'No reference'} · {againstText(p)}
      </p>
      <p className="mt-1 text-xs text-zinc-600">Recorded by {recordedText(p)}</p>
    </ListCard>
  );
}

/** Money received, newest first, and (as `children`) the form that records more. */
const PAYMENTS: LedgerTable<TradePaymentView> = {
  caption: 'Payments',
  columns: PAYMENT_COLUMNS,
  rowKey: (p) => p.id,
  card: (p) => <PaymentCard payment={p} />,
  empty: 'No payments recorded yet.',
};

export const TradePaymentsPanel = ({
  payments,
  children,
}: {
  payments: TradePaymentView[];
  children?: ReactNode;
}) => (
  <LedgerPanel table={PAYMENTS} rows={payments}>
    {children}
  </LedgerPanel>
);

const CREDIT_COLUMNS: Column<TradeCreditNoteView>[] = [
  {
    key: 'number',
    header: 'Credit note',
    cell: (c) => <PdfLink href={c.pdfUrl}>{c.creditNoteNumber}</PdfLink>,
  },
  { key: 'invoice', header: 'Invoice', cell: (c) => c.invoiceNumber },
  { key: 'day', header: 'Date', cell: (c) => formatTradeDay(c.day), ...dayColumn },
  { key: 'amount', header: 'Amount', cell: (c) => formatPounds(c.amount), ...moneyColumn },
];

function CreditNoteCard({ note: c }: { note: TradeCreditNoteView }) {
  return (
    <ListCard>
      <p className="flex flex-wrap justify-between gap-2">
        <PdfLink href={c.pdfUrl}>{c.creditNoteNumber}</PdfLink>
        <span className="font-semibold tabular-nums">{formatPounds(c.amount)}</span>
      </p>
      <p className="mt-1 text-xs text-zinc-600">
        {c.invoiceNumber} · {formatTradeDay(c.day)}
      </p>
    </ListCard>
  );
}

/** Orders cancelled or refunded on account: the credit notes that took them off. */
const CREDIT_NOTES: LedgerTable<TradeCreditNoteView> = {
  caption: 'Credit notes',
  columns: CREDIT_COLUMNS,
  rowKey: (c) => `${c.orderId}-${c.creditNoteNumber}`,
  card: (c) => <CreditNoteCard note={c} />,
  empty: 'No credit notes: a cancelled or refunded order on account makes one.',
};

export const TradeCreditNotesPanel = ({ creditNotes }: { creditNotes: TradeCreditNoteView[] }) => (
  <LedgerPanel table={CREDIT_NOTES} rows={creditNotes} />
);
