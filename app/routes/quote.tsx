import { Breadcrumb } from '~/components/ui/breadcrumb';
import { seoMeta } from '~/lib/meta';
import { HowQuotesWork } from '~/features/quotes/request/how-it-works';
import { QuoteRequestForm } from '~/features/quotes/request/quote-request-form';
import { quoteRequestLoader } from '~/features/quotes/request/quote-request.server';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Request a quote — bulk and trade workwear with your logo',
    description:
      'Tell us the garments, sizes and logo you need: we send a priced quote with mock-ups that you can accept and pay online.',
    path: '/quote',
  });

export const loader = ({ request, context }: Route.LoaderArgs) => quoteRequestLoader(request, context);

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { fromCart, loggedIn } = loaderData;
  const filled = [
    loggedIn && 'your details from your account',
    fromCart && fromCart.garments > 0 && `the ${fromCart.garments} garments in your cart`,
  ].filter(Boolean);
  const intro = (
    <>
      {filled.length > 0 && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          We have filled in {filled.join(' and ')}: check them and change anything you like.
        </p>
      )}
      {fromCart?.garments === 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your cart has no garments we can quote for: pick them below.
        </p>
      )}
      <noscript>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          This form needs JavaScript. You can also ask for a quote through our{' '}
          <a href="/contact" className="font-medium underline">
            contact form
          </a>
          .
        </p>
      </noscript>
    </>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <Breadcrumb items={[{ label: 'Contact', to: '/contact' }, { label: 'Request a quote' }]} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Request a quote</h1>
      <p className="mt-3 max-w-2xl text-zinc-700">
        Ordering for a team, a school or a firm? Tell us what you need and we will send you a priced quote
        with mock-ups of your garments, at our quantity prices.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <QuoteRequestForm {...loaderData} intro={intro} />
        <HowQuotesWork />
      </div>
    </div>
  );
}
