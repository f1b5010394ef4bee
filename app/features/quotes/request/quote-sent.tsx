import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** POST /api/quotes's answer. */
export interface QuoteRequested {
  message: string;
  quote: { id: string; number: string; status: string };
  /** The buyer's page, /quotes/{token}. */
  url: string;
}

/** The request is in: its number, the link to follow it, and what happens next. Takes the focus as it arrives. */
export function QuoteSent({
  sent,
  email,
  loggedIn,
}: {
  sent: QuoteRequested;
  email: string;
  loggedIn: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="quote-sent-title"
      className="rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <CheckCircle2 aria-hidden className="size-10 text-emerald-700" />
      <h2
        id="quote-sent-title"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-brand-900 focus:outline-none"
      >
        Thank you: we have your request
      </h2>
      <p className="mt-3 text-lg text-zinc-800">
        Your quote number is <strong className="font-bold text-brand-900">{sent.quote.number}</strong>.
      </p>
      <p className="mt-2 max-w-prose text-zinc-700">
        We have e-mailed a link to follow it to <span className="font-medium break-all">{email}</span>. We
        usually send a priced quote, with mock-ups of your garments, within one working day; you can then
        accept it and pay online, ask for changes, or decline.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <a href={sent.url}>Follow your quote {sent.quote.number}</a>
        </Button>
        {loggedIn && (
          <Button asChild size="lg" variant="secondary">
            <Link to="/account/quotes">My Quotes</Link>
          </Button>
        )}
      </div>
      <p className="mt-6 text-sm text-zinc-600">
        Need something else?{' '}
        <a href="/quote" className="font-medium text-brand-700 underline underline-offset-2">
          Request another quote
        </a>
      </p>
    </section>
  );
}
