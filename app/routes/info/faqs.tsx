import { Mail } from 'lucide-react';
import { FaqAccordion } from '~/features/faq/faq-accordion';
import { faqItems } from '~/features/faq/faq-content';
import { infoMeta } from '~/features/info/meta';
import { HeadedSection } from '~/features/info/info-page';
import { PageHero } from '~/features/info/page-hero';
import { useShop, useVatMode } from '~/lib/use-root-data';
import type { Route } from './+types/faqs';

/** The logo prices the answers give are the shop's own settings, as every cart is charged by them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { pricing: await context.app.services.pricing.get() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'Frequently Asked Questions',
    'Answers about embroidery and vinyl printing, uploading your logo, minimum orders, lead times, proofs, returns, bulk discounts, garment care and VAT.',
  );

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const vat = useVatMode();
  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        width="narrow"
        intro="Everything you need to know about customising workwear with us, from artwork and pricing to delivery and aftercare."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {/* a plain section: a component around the accordion would change the ids React gives its parts */}
        <section aria-labelledby="faq-list-heading">
          <h2 id="faq-list-heading" className="sr-only">
            Questions and answers
          </h2>
          <FaqAccordion items={faqItems(loaderData.pricing, vat)} />
        </section>

        <HeadedSection
          id="still-questions"
          title="Still have questions?"
          icon={<Mail aria-hidden="true" className="mx-auto size-8 text-brand-600" />}
          headingClassName="mt-3 text-xl font-semibold text-brand-900"
          className="mt-12 rounded-xl bg-brand-50 p-6 text-center sm:p-8"
        >
          <p className="mt-2 text-zinc-700">
            We are happy to help with anything not covered here, from artwork advice to trade quotes.
          </p>
          {shop.email && (
            <p className="mt-4">
              <a
                href={`mailto:${shop.email}`}
                className="inline-flex flex-col items-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              >
                <span>E-mail us</span>
                <span className="text-sm font-normal break-all text-brand-100">{shop.email}</span>
              </a>
            </p>
          )}
        </HeadedSection>
      </div>
    </>
  );
}
