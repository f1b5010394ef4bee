import { FileDown, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { formatPounds } from '../../../../domain/money';
import { formatOrderNumber } from '../../../../domain/orders';
import { formatTradeDay } from '../../../../domain/trade';
import type { TradeCreditNoteView, TradeInvoiceView, TradePaymentView } from '../../../../domain/trade-view';
import { Panel } from '~/components/ui/panel';
import { cn } from '~/lib/cn';
import { Fact, Facts } from './facts';
import { invoiceStanding, type InvoiceTone } from './trade-account-view';

const TONE_STYLE: Record<InvoiceTone, string> = {
  open: 'bg-sky-50 text-sky-900 ring-sky-700/25',
  overdue: 'bg-red-50 text-red-800 ring-red-700/25',
  paid: 'bg-green-50 text-green-800 ring-green-700/20',
  closed: 'bg-zinc-100 text-zinc-700 ring-zinc-500/25',
};
const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const row = 'rounded-xl border border-zinc-200 p-4';

/** A document's PDF: the link names the document, so a list of them reads apart. */
function PdfLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline sm:min-h-6"
    >
      <FileDown aria-hidden className="size-4" />
      {name} (PDF)
    </a>
  );
}

/** The account's invoices, newest first, each with where it stands, its figures, its order and its PDF. */
export function InvoiceList({ invoices }: { invoices: TradeInvoiceView[] }) {
  return (
    <Panel title="Invoices" intro="Every order you place on account is invoiced on the day it is placed.">
      {invoices.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-zinc-700">
          <Receipt aria-hidden className="size-5 text-zinc-400" />
          No invoices yet. Orders you pay on account appear here.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Invoices">
          {invoices.map((invoice) => {
            const standing = invoiceStanding(invoice);
            return (
              <li key={invoice.orderId} className={row}>
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <h3 className="font-bold text-brand-900">Invoice {invoice.invoiceNumber}</h3>
                  <span className={cn(badge, TONE_STYLE[standing.tone])}>
                    <span className="sr-only">Status: </span>
                    {standing.label}
                  </span>
                </div>
                <p
                  className={cn(
                    'mt-1 text-sm',
                    standing.tone === 'overdue' ? 'font-semibold text-red-800' : 'text-zinc-700',
                  )}
                >
                  {standing.detail}
                </p>
                <Facts>
                  <Fact label="Order">
                    <Link
                      to={`/orders/${invoice.orderId}`}
                      className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
                    >
                      {formatOrderNumber(invoice.orderNumber)}
                    </Link>
                  </Fact>
                  <Fact label="Date">{formatTradeDay(invoice.day)}</Fact>
                  <Fact label="Total">{formatPounds(invoice.total)}</Fact>
                  <Fact label="Due">{formatTradeDay(invoice.dueDay)}</Fact>
                  {invoice.paid > 0 && <Fact label="Paid">{formatPounds(invoice.paid)}</Fact>}
                  {invoice.credited > 0 && <Fact label="Credited">{formatPounds(invoice.credited)}</Fact>}
                  <Fact label="Left to pay">{formatPounds(invoice.outstanding)}</Fact>
                  {invoice.poNumber && (
                    <Fact label="PO number">
                      <span className="break-all">{invoice.poNumber}</span>
                    </Fact>
                  )}
                </Facts>
                <div className="mt-2">
                  <PdfLink href={invoice.pdfUrl} name={`Invoice ${invoice.invoiceNumber}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** Money received, as the shop recorded it. */
export function PaymentList({ payments }: { payments: TradePaymentView[] }) {
  return (
    <Panel title="Payments">
      {payments.length === 0 ? (
        <p className="text-sm text-zinc-700">No payments recorded yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Payments">
          {payments.map((payment) => (
            <li key={payment.id} className={row}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <h3 className="font-semibold text-zinc-900">{formatTradeDay(payment.day)}</h3>
                <p className="font-bold text-green-800 tabular-nums">{formatPounds(payment.amount)}</p>
              </div>
              <Facts>
                <Fact label="Against">
                  {payment.invoiceNumber ? `Invoice ${payment.invoiceNumber}` : 'Your oldest invoices'}
                </Fact>
                {payment.reference && (
                  <Fact label="Reference">
                    <span className="break-all">{payment.reference}</span>
                  </Fact>
                )}
              </Facts>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** What was taken off invoices for cancelled or refunded orders, each with its PDF. */
export function CreditNoteList({ creditNotes }: { creditNotes: TradeCreditNoteView[] }) {
  if (creditNotes.length === 0) return null;
  return (
    <Panel title="Credit notes">
      <ul className="flex flex-col gap-3" aria-label="Credit notes">
        {creditNotes.map((note) => (
          <li key={note.orderId} className={row}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h3 className="font-bold text-brand-900">Credit note {note.creditNoteNumber}</h3>
              <p className="font-bold text-zinc-900 tabular-nums">{formatPounds(note.amount)}</p>
            </div>
            <Facts>
              <Fact label="Date">{formatTradeDay(note.day)}</Fact>
              <Fact label="Invoice">{note.invoiceNumber}</Fact>
            </Facts>
            <div className="mt-2">
              <PdfLink href={note.pdfUrl} name={`Credit note ${note.creditNoteNumber}`} />
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
