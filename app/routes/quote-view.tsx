import { QuoteBuyerPage } from '~/features/quotes/buyer/quote-page';
import { loadBuyerQuote } from '~/features/quotes/buyer/quote-page.server';
import type { Route } from './+types/quote-view';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBuyerQuote(context, params.token);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Quote ${loaderData.quote.number}` : 'Quote not found' },
  // a quote is for whoever holds its link, never for a search engine
  { name: 'robots', content: 'noindex' },
];

export default function QuoteViewPage({ loaderData }: Route.ComponentProps) {
  // a new token (another quote's link) starts the page afresh
  return <QuoteBuyerPage key={loaderData.token} quote={loaderData.quote} token={loaderData.token} />;
}
