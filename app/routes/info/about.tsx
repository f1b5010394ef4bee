import { Clock, Layers, Medal, Printer, Scissors, Shirt, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGO_POSITIONS } from '../../../domain/catalogue';
import { PROCESSING_DAYS } from '../../../domain/shipping';
import { CUSTOM_ORDER_LEAD_TIME } from '../../../domain/logo-prices';
import { numberWord } from '~/lib/words';
import { PageHero } from '~/features/info/page-hero';
import { infoMeta } from '~/features/info/meta';
import { useShop } from '~/lib/use-root-data';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'About Us',
    'Who we are: a UK workwear specialist offering custom printing, professional embroidery and a wide range of garments for businesses, schools and trades.',
  );

function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-zinc-700">{children}</p>
    </li>
  );
}

export default function About() {
  const shop = useShop();
  const name = shop.name || 'our shop';
  const iconClass = 'size-6';
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
              <li>No VAT added to any price</li>
              <li>Trade, school and bulk quotes</li>
            </ul>
          </aside>
        </section>

        <section aria-labelledby="offer-heading" className="mt-14">
          <h2 id="offer-heading" className="text-2xl font-bold text-brand-900">
            What We Offer
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            <FeatureCard icon={<Printer aria-hidden="true" className={iconClass} />} title="Custom Printing">
              Crisp, durable vinyl printing for bold logos, names and numbers on T-shirts, hi-vis and more,
              with screen printing and DTF available by quote for larger runs.
            </FeatureCard>
            <FeatureCard
              icon={<Scissors aria-hidden="true" className={iconClass} />}
              title="Professional Embroidery"
            >
              Hard-wearing stitched logos with a premium finish, ideal for polos, jackets, fleeces and caps.
              Choose from {numberWord(LOGO_POSITIONS.length)} positions, from left breast to large back.
            </FeatureCard>
            <FeatureCard icon={<Shirt aria-hidden="true" className={iconClass} />} title="Wide Product Range">
              T-shirts, polos, sweatshirts, hoodies, jackets, bodywarmers, trousers, hi-vis, headwear and bags
              from trusted workwear brands, in a wide choice of colours and sizes.
            </FeatureCard>
          </ul>
        </section>

        <section aria-labelledby="why-heading" className="mt-14">
          <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
            Why Choose Us
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            <FeatureCard
              icon={<Medal aria-hidden="true" className={iconClass} />}
              title="Quality You Can Trust"
            >
              We work with established brands and check every order by hand before it leaves us, so your team
              gets garments that last wash after wash.
            </FeatureCard>
            <FeatureCard
              icon={<SlidersHorizontal aria-hidden="true" className={iconClass} />}
              title="Tailored Solutions"
            >
              Whether you need one branded jacket or uniforms for a whole site, we help you choose the right
              garments, method and logo placement for your budget.
            </FeatureCard>
            <FeatureCard icon={<Clock aria-hidden="true" className={iconClass} />} title="Fast Turnaround">
              Customised orders are produced in {CUSTOM_ORDER_LEAD_TIME} after you approve your proof, and
              plain items are dispatched within {PROCESSING_DAYS}.
            </FeatureCard>
          </ul>
        </section>

        <section
          aria-labelledby="mission-heading"
          className="mt-14 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12"
        >
          <Layers aria-hidden="true" className="mx-auto size-8 text-accent-300" />
          <h2 id="mission-heading" className="mt-4 text-2xl font-bold">
            Our Mission
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            To make professional, personalised workwear simple and affordable for every business, school and
            organisation, so that everyone who wears it can wear their identity with pride.
          </p>
        </section>

        <section aria-labelledby="touch-heading" className="mt-14 text-center">
          <h2 id="touch-heading" className="text-2xl font-bold text-brand-900">
            Ready to get started?
          </h2>
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
        </section>
      </div>
    </>
  );
}
