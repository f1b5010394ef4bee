import { Check, FileDown, History, Lock, MessageSquare, RefreshCw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { QuoteDocumentView, QuoteRequestView, QuoteView } from '../../../../domain/quote-view';
import { formatQuoteDay, QUOTE_MESSAGES, type QuoteStatus } from '../../../../domain/quotes';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useShop } from '~/lib/use-root-data';
import { AcceptForm, AnswerDialog } from './quote-answers';
import { answerQuote, type QuoteAnswer } from './quote-api';
import { QuoteDocumentLines, QuoteFigures, SellerMessage } from './quote-document';
import * as view from './quote-standing';

const card = 'rounded-2xl border border-zinc-200 bg-white p-4 sm:p-6';
const summaryCard = 'rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5';
/** A page's call to action: the whole width on a phone. */
const wide = 'mt-5 w-full sm:w-auto';

const STATUS_STYLE: Record<QuoteStatus, string> = {
  requested: 'bg-zinc-100 text-zinc-800 ring-zinc-500/25',
  draft: 'bg-zinc-100 text-zinc-800 ring-zinc-500/25',
  sent: 'bg-brand-50 text-brand-800 ring-brand-700/20',
  changes_requested: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  accepted: 'bg-sky-50 text-sky-900 ring-sky-700/20',
  paid: 'bg-green-50 text-green-800 ring-green-700/20',
  declined: 'bg-red-50 text-red-800 ring-red-700/20',
  expired: 'bg-amber-50 text-amber-900 ring-amber-700/25',
};

const TONE_STYLE: Record<view.StandingTone, string> = {
  info: 'border-sky-200 bg-sky-50',
  ready: 'border-brand-100 bg-brand-50',
  done: 'border-green-200 bg-green-50',
  warning: 'border-amber-300 bg-amber-50',
  closed: 'border-zinc-200 bg-zinc-50',
};

/** A request or draft is "being priced" to the buyer: they never see the shop's working copy. */
function statusLabel(quote: QuoteView): string {
  if (quote.status === 'requested' || quote.status === 'draft') return 'Being priced';
  if (view.isExpired(quote)) return 'Expired';
  return quote.statusLabel;
}

/**
 * The buyer's page of a quote (`/quotes/{token}`, logged out): where it stands and what they may do now (accept
 * and pay, ask for changes, decline, or ask for an expired quote to be renewed), the current version with its
 * mock-ups and figures, the versions it replaced, what they asked for, and the timeline. An answer replaces the
 * page's quote with the server's and says so where the keyboard lands.
 */
export function QuoteBuyerPage({ quote: loaded, token }: { quote: QuoteView; token: string }) {
  const shop = useShop();
  const id = useId();
  const [quote, setQuote] = useState(loaded);
  // the loader's quote anew (the page visited again): it replaces what the answers left
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setQuote(loaded);
  }
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [dialog, setDialog] = useState<'changes' | 'decline' | null>(null);
  const [renewing, setRenewing] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const acceptHeading = useRef<HTMLHeadingElement>(null);

  const current = quote.versions[0] ?? null;
  const earlier = quote.versions.slice(1);
  const standing = view.quoteStanding(quote);
  const answerable = view.mayAnswer(quote) && current !== null;
  const resumable = view.mayResumePayment(quote);
  // back from the payment page without paying
  const cancelled = useSearchParams()[0].get('cancelled') === '1' && (answerable || resumable);
  const renewable = view.isExpired(quote) && !view.renewalAsked(quote);

  /** The server's answer: its quote replaces ours, its words are said where focus goes. */
  function answered(result: QuoteAnswer) {
    if (result.ok) {
      setQuote(result.quote);
      setAccepting(false);
    }
    setOutcome({ ok: result.ok, message: result.message });
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function send(answer: Parameters<typeof answerQuote>[1]): Promise<string | null> {
    const result = await answerQuote(token, answer);
    if (!result.ok) return result.message;
    setDialog(null);
    answered(result);
    return null;
  }

  async function askRenewal() {
    setRenewing(true);
    answered(await answerQuote(token, { kind: 'renewal' }));
    setRenewing(false);
  }

  function openAccept() {
    setAccepting(true);
    setOutcome(null);
    requestAnimationFrame(() => acceptHeading.current?.focus());
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <header>
        <p className="text-sm text-zinc-600">
          {quote.customer.company
            ? `${quote.customer.company} · ${quote.customer.name}`
            : quote.customer.name}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Quote {quote.number}</h1>
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              STATUS_STYLE[view.isExpired(quote) ? 'expired' : quote.status],
            )}
          >
            <span className="sr-only">Status: </span>
            {statusLabel(quote)}
          </span>
        </div>
        {current ? (
          <p className="mt-1 text-zinc-600">
            Version {current.version}
            {current.sentAt && (
              <>
                {' '}
                · sent <time dateTime={current.sentAt}>{formatOrderDate(current.sentAt)}</time>
              </>
            )}{' '}
            · valid until <time dateTime={current.validUntil}>{formatQuoteDay(current.validUntil)}</time>
          </p>
        ) : (
          <p className="mt-1 text-zinc-600">
            Asked for on <time dateTime={quote.createdAt}>{formatOrderDate(quote.createdAt)}</time>
          </p>
        )}
      </header>

      <section
        aria-labelledby={`${id}-standing`}
        className={cn('mt-6 rounded-2xl border p-4 sm:p-6', TONE_STYLE[standing.tone])}
      >
        <h2 id={`${id}-standing`} className="text-lg font-bold text-zinc-900">
          {standing.title}
        </h2>
        <p className="mt-1 [overflow-wrap:anywhere] text-zinc-800">{standing.text}</p>
        {standing.quoted && (
          <blockquote className="mt-2 border-l-4 border-zinc-300 pl-3 text-sm text-zinc-700">
            <span className="font-medium">{standing.quoted.label}</span>{' '}
            <span className="break-words whitespace-pre-wrap">{standing.quoted.text}</span>
          </blockquote>
        )}
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome && !outcome.ok ? 'alert' : 'status'}
          className={
            outcome?.message
              ? cn(
                  'mt-4 flex items-start gap-2 rounded-md p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
                  outcome.ok ? 'bg-white text-green-900' : 'bg-red-50 text-red-900',
                )
              : 'sr-only'
          }
        >
          {outcome?.ok && <Check aria-hidden className="mt-0.5 size-4 shrink-0" />}
          {outcome?.message}
        </p>

        {cancelled && !outcome && (
          <p className="mt-3 rounded-md bg-white p-3 text-sm text-amber-950 ring-1 ring-amber-300">
            Payment cancelled: nothing was charged.{' '}
            {resumable ? 'You can go back to the payment page when you are ready.' : ''}
          </p>
        )}
        {resumable && !accepting && (
          <Button ref={acceptButton} type="button" size="lg" className={wide} onClick={openAccept}>
            <Lock aria-hidden className="size-5" />
            Continue to payment
          </Button>
        )}
        {answerable && !accepting && (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Button ref={acceptButton} type="button" size="lg" onClick={openAccept}>
              <Check aria-hidden className="size-5" />
              Accept and pay
            </Button>
            <Button type="button" variant="secondary" size="lg" onClick={() => setDialog('changes')}>
              <MessageSquare aria-hidden className="size-5" />
              Request changes
            </Button>
            <Button type="button" variant="danger-outline" size="lg" onClick={() => setDialog('decline')}>
              <X aria-hidden className="size-5" />
              Decline
            </Button>
          </div>
        )}
        {renewable && (
          <Button type="button" size="lg" className={wide} disabled={renewing} onClick={askRenewal}>
            <RefreshCw aria-hidden className="size-5" />
            {renewing ? 'Asking…' : 'Ask us to renew it'}
          </Button>
        )}
        {/* an account's order page opens after logging in; a guest's opens from its confirmation mail's link */}
        {quote.status === 'paid' && quote.order && quote.customer.userId && (
          <Button asChild size="lg" className={wide}>
            <Link to={`/orders/${quote.order.id}`}>View order {quote.order.number}</Link>
          </Button>
        )}
        {quote.status === 'declined' && (
          <Button asChild variant="secondary" size="lg" className={wide}>
            <Link to="/contact">Ask for a new quote</Link>
          </Button>
        )}
      </section>

      {(answerable || resumable) && accepting && current && (
        <AcceptForm
          resume={resumable}
          token={token}
          version={current.version}
          total={current.totals.total}
          initialAddress={view.startingAddress(quote)}
          headingRef={acceptHeading}
          onCancel={() => {
            setAccepting(false);
            requestAnimationFrame(() => acceptButton.current?.focus());
          }}
        />
      )}

      {current ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby={`${id}-lines`} className={cn('h-fit', card)}>
            <h2 id={`${id}-lines`} className="mb-4 text-lg font-bold text-brand-900">
              What we’ve quoted
            </h2>
            <SellerMessage message={current.message} from={shop.name} />
            <div className={current.message.trim() ? 'mt-5' : undefined}>
              <QuoteDocumentLines document={current} />
            </div>
          </section>
          <div className="flex flex-col gap-6">
            <section aria-labelledby={`${id}-figures`} className={summaryCard}>
              <h2 id={`${id}-figures`} className="text-lg font-bold text-brand-900">
                Quote summary
              </h2>
              <QuoteFigures document={current} className="mt-4" />
              <p className="mt-4 text-sm text-zinc-700">
                Valid until{' '}
                <time dateTime={current.validUntil} className="font-semibold">
                  {formatQuoteDay(current.validUntil)}
                </time>
                . Promo codes do not apply to quotes.
              </p>
              {quote.pdfUrl && (
                <Button asChild variant="outline" size="touch" className="mt-4 w-full">
                  <a href={view.versionPdfUrl(quote.pdfUrl, current.version)} download>
                    <FileDown aria-hidden className="size-4" />
                    Download the quote (PDF)
                  </a>
                </Button>
              )}
            </section>
            <Timeline quote={quote} />
          </div>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <RequestSummary request={quote.request} />
          <Timeline quote={quote} />
        </div>
      )}

      {earlier.length > 0 && (
        <section aria-labelledby={`${id}-earlier`} className={cn('mt-6', card)}>
          <h2 id={`${id}-earlier`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <History aria-hidden className="size-5 text-brand-600" />
            Earlier versions
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            Replaced by version {quote.version}: kept here to compare. Only the current version can be
            accepted.
          </p>
          <div className="mt-4 flex flex-col gap-3">
            {earlier.map((doc) => (
              <EarlierVersion key={doc.version} document={doc} pdfUrl={quote.pdfUrl} from={shop.name} />
            ))}
          </div>
        </section>
      )}

      <AnswerDialog
        open={dialog === 'changes'}
        onOpenChange={(open) => setDialog(open ? 'changes' : null)}
        title="Request changes"
        description={`Tell us what you would like changed in version ${current?.version ?? ''}: we will send you a new version to accept.`}
        label="What would you like changed?"
        hint="For example: different sizes or quantities, another colour, or the logo on the back too."
        required
        requiredMessage={QUOTE_MESSAGES.commentRequired}
        submitLabel="Send request"
        busyLabel="Sending…"
        returnFocusTo={outcomeRef}
        onSend={(comment) => send({ kind: 'changes', version: current?.version ?? 0, comment })}
      />
      <AnswerDialog
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        title="Decline this quote?"
        description="We will let the shop know. You can still ask us for a new quote later."
        label="Why are you declining?"
        hint="It helps us quote better next time."
        required={false}
        submitLabel="Decline quote"
        busyLabel="Declining…"
        tone="danger"
        returnFocusTo={outcomeRef}
        onSend={(reason) =>
          send({ kind: 'decline', version: current?.version ?? 0, ...(reason ? { reason } : {}) })
        }
      />
    </div>
  );
}

/** A version the current one replaced: folded, marked superseded, readable in full and as its PDF. */
function EarlierVersion({
  document,
  pdfUrl,
  from,
}: {
  document: QuoteDocumentView;
  pdfUrl: string | null;
  from: string;
}) {
  return (
    <details className="group rounded-xl border border-zinc-200 bg-zinc-50">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        <h3 className="font-semibold text-zinc-900">Version {document.version}</h3>
        <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-800">
          Superseded
        </span>
        <span className="text-sm text-zinc-600">
          {document.sentAt && <>Sent {formatOrderDate(document.sentAt)} · </>}
          {formatPounds(document.totals.total)}
        </span>
        <span className="ml-auto text-sm font-medium text-brand-700 group-open:hidden">Show</span>
        <span className="ml-auto hidden text-sm font-medium text-brand-700 group-open:inline">Hide</span>
      </summary>
      <div className="border-t border-zinc-200 bg-white p-4">
        <SellerMessage message={document.message} from={from} />
        <div className={document.message.trim() ? 'mt-4' : undefined}>
          <QuoteDocumentLines document={document} lineHeading="h4" />
        </div>
        <QuoteFigures
          document={document}
          className="mt-4 border-t border-zinc-200 pt-4 sm:ml-auto sm:max-w-xs"
        />
        {pdfUrl && (
          <a
            href={view.versionPdfUrl(pdfUrl, document.version)}
            download
            className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            <FileDown aria-hidden className="size-4" />
            Version {document.version} (PDF)
          </a>
        )}
      </div>
    </details>
  );
}

/** What the buyer asked for, while it is being priced. */
function RequestSummary({ request }: { request: QuoteRequestView }) {
  const id = useId();
  const decoration = request.decoration;
  const rows: [string, string][] = [
    ...request.items.map((item): [string, string] => [item.title, `${item.colour}: ${view.sizesText(item)}`]),
    ...(request.description ? [['What you need', request.description] as [string, string]] : []),
    ...(decoration
      ? [
          [
            'Decoration',
            [
              `${decoration.method} at ${decoration.positions.join(', ')}`,
              decoration.textLine &&
                `text “${decoration.textLine}”${decoration.font ? ` in ${decoration.font}` : ''}`,
              decoration.logo && `logo ${decoration.logo.name}`,
            ]
              .filter(Boolean)
              .join(', '),
          ] as [string, string],
        ]
      : []),
    ...(request.neededBy ? [['Needed by', formatQuoteDay(request.neededBy)] as [string, string]] : []),
    ...(request.postcode ? [['Delivery postcode', request.postcode] as [string, string]] : []),
    ...(request.notes ? [['Notes', request.notes] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby={id} className={cn('h-fit', card)}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        What you asked for
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {rows.map(([label, value], i) => (
          <div key={i} className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-medium text-zinc-900">{label}</dt>
            <dd className="break-words whitespace-pre-wrap text-zinc-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The quote's story, oldest first, in the buyer's words. */
function Timeline({ quote }: { quote: QuoteView }) {
  const id = useId();
  const events = view.buyerTimeline(quote.events);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        Timeline
      </h2>
      <ol className="mt-4 flex flex-col gap-4 border-l-2 border-zinc-200 pl-4 text-sm">
        {events.map((e, i) => (
          <li key={i} className="relative">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
            />
            <p className="font-medium text-zinc-900">{e.text}</p>
            <p className="text-zinc-600">
              <time dateTime={e.at}>{formatOrderDate(e.at)}</time>
            </p>
            {e.comment && <p className="mt-1 break-words whitespace-pre-wrap text-zinc-700">“{e.comment}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
