import { Clock, Layers, Medal, Printer, Scissors, Shirt, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { LOGO_POSITIONS } from '../../../domain/catalogue';
import { PROCESSING_DAYS } from '../../../domain/shipping';
import { CUSTOM_ORDER_LEAD_TIME } from '../../../domain/logo-prices';
import { numberWord } from '~/lib/words';
import { PageHero } from '~/features/info/page-hero';
import { HeadedSection, IconCard } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { useShop, useVatWording } from '~/lib/use-root-data';
import { TraderDetails } from '~/components/layout/trader-details';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'About Us',
    'Who we are: a UK workwear specialist offering custom printing, professional embroidery and a wide range of garments for businesses, schools and trades.',
  );

const heading = 'text-2xl font-bold text-brand-900';
const iconClass = 'size-6';

/** What We Offer and Why Choose Us: each a row of three cards. */
const OFFERS = [
  {
    icon: <Printer aria-hidden="true" className={iconClass} />,
    title: 'Custom Printing',
    text: (
      <>
        Crisp, durable vinyl printing for bold logos, names and numbers on T-shirts, hi-vis and more, with
        screen printing and DTF available by quote for larger runs.
      </>
    ),
  },
  {
    icon: <Scissors aria-hidden="true" className={iconClass} />,
    title: 'Professional Embroidery',
    text: (
      <>
        Hard-wearing stitched logos with a premium finish, ideal for polos, jackets, fleeces and caps. Choose
        from {numberWord(LOGO_POSITIONS.length)} positions, from left breast to large back.
      </>
    ),
  },
  {
    icon: <Shirt aria-hidden="true" className={iconClass} />,
    title: 'Wide Product Range',
    text: (
      <>
        T-shirts, polos, sweatshirts, hoodies, jackets, bodywarmers, trousers, hi-vis, headwear and bags from
        trusted workwear brands, in a wide choice of colours and sizes.
      </>
    ),
  },
];

const REASONS = [
  {
    icon: <Medal aria-hidden="true" className={iconClass} />,
    title: 'Quality You Can Trust',
    text: (
      <>
        We work with established brands and check every order by hand before it leaves us, so your team gets
        garments that last wash after wash.
      </>
    ),
  },
  {
    icon: <SlidersHorizontal aria-hidden="true" className={iconClass} />,
    title: 'Tailored Solutions',
    text: (
      <>
        Whether you need one branded jacket or uniforms for a whole site, we help you choose the right
        garments, method and logo placement for your budget.
      </>
    ),
  },
  {
    icon: <Clock aria-hidden="true" className={iconClass} />,
    title: 'Fast Turnaround',
    text: (
      <>
        Customised orders are produced in {CUSTOM_ORDER_LEAD_TIME} after you approve your proof, and plain
        items are dispatched within {PROCESSING_DAYS}.
      </>
    ),
  },
];

function CardRow({ id, title, cards }: { id: string; title: string; cards: typeof OFFERS }) {
  return (
    <HeadedSection id={id} title={title} headingClassName={heading} className="mt-14">
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <IconCard key={card.title} icon={card.icon} title={card.title}>
            {card.text}
          </IconCard>
        ))}
      </ul>
    </HeadedSection>
  );
}

export default function About() {
  const shop = useShop();
  const name = shop.name || 'our shop';
  const vatGlance = useVatWording().about.glance;
  return (
    <>
      <PageHero
        title="About Us"
        intro="Custom workwear, embroidered and printed in-house for businesses, schools, trades and teams across the UK."
      />

      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <section aria-labelledby="welcome-heading" className="grid gap-8 lg:grid-cols-5 lg:items-start">
          <div className="leading-relaxed text-zinc-700 lg:col-span-3 [&>p]:mt-4">
            <h2 id="welcome-heading" className="text-2xl font-bold text-brand-900">
              Welcome to {name}
            </h2>
            <p>
              We are a UK workwear specialist helping organisations of every size look professional and feel
              part of one team. From a sole trader who needs a handful of branded polos to a school kitting
              out a whole year group, we supply quality garments and finish them with your logo by embroidery
              or print.
            </p>
            <p>
              Everything is customised in our own workshop, so we control the quality of every stitch and
              every print, keep turnaround times short and can talk you through the options in plain English.
              Choose your garments online, add your logo in a few clicks and check a digital proof before
              anything is produced.
            </p>
          </div>
          <aside aria-label="At a glance" className="rounded-xl bg-brand-50 p-6 text-brand-900 lg:col-span-2">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">At a glance</p>
            <ul className="mt-3 space-y-2 text-zinc-800">
              <li>In-house embroidery and printing</li>
              <li>No minimum order on most items</li>
              <li>A digital proof before production</li>
              <li>{vatGlance}</li>
              <li>Trade, school and bulk quotes</li>
            </ul>
            <TraderDetails
              trader={shop.trader}
              className="mt-4 space-y-1 border-t border-brand-100 pt-4 text-sm text-zinc-700"
            />
          </aside>
        </section>

        <CardRow id="offer" title="What We Offer" cards={OFFERS} />
        <CardRow id="why" title="Why Choose Us" cards={REASONS} />

        <HeadedSection
          id="mission"
          title="Our Mission"
          icon={<Layers aria-hidden="true" className="mx-auto size-8 text-accent-300" />}
          headingClassName="mt-4 text-2xl font-bold"
          className="mt-14 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12"
        >
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            To make professional, personalised workwear simple and affordable for every business, school and
            organisation, so that everyone who wears it can wear their identity with pride.
          </p>
        </HeadedSection>

        <HeadedSection
          id="touch"
          title="Ready to get started?"
          headingClassName={heading}
          className="mt-14 text-center"
        >
          <p className="mx-auto mt-3 max-w-xl text-zinc-700">
            Tell us what you need and we will help you find the right garments and finish, or put together a
            quote for a larger order.
          </p>
          <Link
            to="/contact"
            className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Get in Touch
          </Link>
        </HeadedSection>
      </div>
    </>
  );
}
