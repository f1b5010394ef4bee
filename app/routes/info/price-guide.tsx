import { Check, Printer, Scissors } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGO_POSITIONS, type ProductTypeSlug } from '../../../domain/catalogue';
import { formatPounds } from '../../../domain/money';
import { LOGO_MAX_MB, LOGO_UPLOAD_FORMATS } from '../../../domain/uploads';
import { ContactDetails } from '~/features/info/contact-details';
import { listText } from '~/lib/words';
import { HeadedSection, InfoSection } from '~/features/info/info-page';
import { ARTWORK_FORMATS, CUSTOM_ORDER_LEAD_TIME, LOGO_PRICES } from '../../../domain/logo-prices';
import { infoMeta } from '~/features/info/meta';
import { PageHero } from '~/features/info/page-hero';
import type { Route } from './+types/price-guide';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'Price Guide',
    `Embroidery and vinyl printing from ${formatPounds(LOGO_PRICES.perGarmentPerPosition)} per item per position, a one-time ${formatPounds(LOGO_PRICES.setupPerNewDesign)} setup per new design and no VAT. See what we customise and get a quote.`,
  );

const GARMENTS: { label: string; slug: ProductTypeSlug; note: string }[] = [
  { label: 'T-shirts', slug: 't-shirt', note: 'Everyday tees for staff, events and teams' },
  { label: 'Polo shirts', slug: 'polo', note: 'Smart, practical and our most popular uniform item' },
  { label: 'Hoodies', slug: 'hoodie', note: 'Warm layers for the workshop, site or school leavers' },
  { label: 'Hi-vis vests', slug: 'hi-vis', note: 'Branded safety wear for site and roadside work' },
  { label: 'Work jackets', slug: 'jacket', note: 'Softshells, fleeces and weatherproof coats' },
  { label: 'Caps and beanies', slug: 'headwear', note: 'Embroidered headwear for every season' },
  { label: 'Tote and kit bags', slug: 'workbag', note: 'Bags for tools, kit and promotional giveaways' },
];

const heading = 'text-xl font-semibold text-brand-900';

function ServiceCard({
  icon,
  title,
  price,
  children,
}: {
  icon: ReactNode;
  title: string;
  price: string;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      </div>
      <div className="mt-3 flex-1 space-y-2 leading-relaxed text-zinc-700">{children}</div>
      <p className="mt-4 border-t border-zinc-200 pt-4 text-sm text-zinc-600">
        From <span className="text-2xl font-bold text-brand-900">{price}</span> per item, per position
      </p>
    </article>
  );
}

export default function PriceGuide() {
  const applyPrice = formatPounds(LOGO_PRICES.perGarmentPerPosition);
  const setupPrice = formatPounds(LOGO_PRICES.setupPerNewDesign);
  const included = LOGO_PRICES.includedStitches.toLocaleString('en-GB');
  const block = LOGO_PRICES.extraStitchBlock.toLocaleString('en-GB');
  return (
    <>
      <PageHero
        title="Price Guide"
        width="medium"
        intro={
          <>
            Simple, transparent pricing for embroidery and printing on workwear. No hidden extras and no VAT:
            the price you see is the price you pay.
          </>
        }
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <HeadedSection id="services" title="Our customisation services" headingClassName={heading}>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <ServiceCard
              icon={<Scissors aria-hidden="true" className="size-6" />}
              title="Embroidery"
              price={applyPrice}
            >
              <p>
                Your logo stitched into the fabric for a raised, premium finish that lasts the life of the
                garment. Perfect for polos, jackets, fleeces, caps and beanies.
              </p>
              <p>
                Includes up to {included} stitches, enough for most chest logos. Larger or denser designs are{' '}
                {formatPounds(LOGO_PRICES.extraStitchBlockPrice)} for each extra {block} stitches.
              </p>
            </ServiceCard>
            <ServiceCard
              icon={<Printer aria-hidden="true" className="size-6" />}
              title="Vinyl Printing"
              price={applyPrice}
            >
              <p>
                Cut vinyl heat-pressed onto the garment for sharp edges and bold, solid colour. Ideal for
                T-shirts, hi-vis vests, large back designs, names and numbers.
              </p>
              <p>Screen printing and DTF (direct-to-film) printing are available for larger runs by quote.</p>
            </ServiceCard>
          </div>
        </HeadedSection>

        <InfoSection id="pricing" title="Logo pricing" className="mt-12">
          <p>
            Garment prices are shown on each product page. Adding your logo is charged on top, as follows.
          </p>
          <div className="overflow-x-auto">
            <table>
              <caption className="sr-only">Logo application and setup prices</caption>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Price</th>
                  <th scope="col">How it is charged</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Embroidery (up to {included} stitches)</th>
                  <td className="font-semibold whitespace-nowrap text-brand-900">{applyPrice}</td>
                  <td>Per item, per position</td>
                </tr>
                <tr>
                  <th scope="row">Extra stitches</th>
                  <td className="font-semibold whitespace-nowrap text-brand-900">
                    {formatPounds(LOGO_PRICES.extraStitchBlockPrice)}
                  </td>
                  <td>
                    Per {block} stitches over {included}, per item
                  </td>
                </tr>
                <tr>
                  <th scope="row">Vinyl printing</th>
                  <td className="font-semibold whitespace-nowrap text-brand-900">{applyPrice}</td>
                  <td>Per item, per position</td>
                </tr>
                <tr>
                  <th scope="row">Setup (digitising) for a new design</th>
                  <td className="font-semibold whitespace-nowrap text-brand-900">{setupPrice}</td>
                  <td>Once per design, per order, however many items it goes on</td>
                </tr>
                <tr>
                  <th scope="row">A logo you have used with us before</th>
                  <td className="font-semibold whitespace-nowrap text-brand-900">No setup fee</td>
                  <td>Pick it from your previous logos when you order</td>
                </tr>
                <tr>
                  <th scope="row">Screen printing and DTF</th>
                  <td className="font-semibold whitespace-nowrap text-brand-900">By quote</td>
                  <td>
                    <Link to="/contact">Ask for a quote</Link>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <h3>How your price adds up</h3>
          <p>
            For example, ten polo shirts with a new logo embroidered on the left breast cost the price of the
            ten polos, plus ten logo applications at {applyPrice} each, plus a single {setupPrice} setup fee.
            Add a second position, such as a large back print, and you pay {applyPrice} per polo for that
            position too. Your cart shows every charge before you pay.
          </p>
          <p>
            There is no minimum order on most items, and we offer discounts on bulk orders:{' '}
            <Link to="/contact">contact us for a quote</Link>.
          </p>
        </InfoSection>

        <InfoSection id="positions" title="Logo positions" className="mt-12">
          <p>Every garment can carry a logo in any of these positions, each charged separately:</p>
          <ul className="grid gap-x-6 sm:grid-cols-2">
            {LOGO_POSITIONS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p>
            See where each one sits in our <Link to="/guide">guide to adding your logo</Link>.
          </p>
        </InfoSection>

        <HeadedSection
          id="garments"
          title="Garments we customise"
          headingClassName={heading}
          className="mt-12"
        >
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {GARMENTS.map((g) => (
              <li key={g.slug}>
                <Link
                  to={`/products/${g.slug}`}
                  className="group flex h-full flex-col rounded-lg border border-zinc-200 bg-white p-4 hover:border-brand-600"
                >
                  <span className="font-semibold text-brand-700 underline-offset-2 group-hover:underline">
                    {g.label}
                  </span>
                  <span className="mt-1 text-sm text-zinc-600">{g.note}</span>
                </Link>
              </li>
            ))}
          </ul>
        </HeadedSection>

        <InfoSection id="own-garments" title="Supplying your own garments" className="mt-12">
          <p>
            Already have uniforms? You are welcome to send in your own garments and we will embroider or print
            them for you at the same logo prices. Please contact us before sending anything so we can check
            the fabric is suitable and agree a turnaround time. We recommend including a spare garment for
            larger runs.
          </p>
        </InfoSection>

        <InfoSection id="artwork" title="Artwork" className="mt-12">
          <p>
            Please send your logo as {listText(ARTWORK_FORMATS, 'or')}. Our uploader also accepts{' '}
            {listText(LOGO_UPLOAD_FORMATS.filter((f) => !(ARTWORK_FORMATS as readonly string[]).includes(f)))}{' '}
            files, up to {LOGO_MAX_MB} MB. No logo? Create a text logo in the font of your choice when you
            order. We always send a digital proof for approval before production, which takes{' '}
            {CUSTOM_ORDER_LEAD_TIME}.
          </p>
        </InfoSection>

        <HeadedSection id="why" title="Why choose us" headingClassName={heading} className="mt-12">
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {[
              'In-house embroidery and printing, checked by hand',
              'No minimum order on most items',
              'A digital proof before anything is produced',
              'Price match promise on like-for-like quotes',
              'No VAT: the price you see is the price you pay',
              'Friendly, knowledgeable UK-based support',
            ].map((point) => (
              <li key={point} className="flex gap-3 text-zinc-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                {point}
              </li>
            ))}
          </ul>
        </HeadedSection>

        <HeadedSection
          id="quote"
          title="Get a quote"
          headingClassName={heading}
          className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8"
        >
          <p className="mt-2 text-zinc-700">
            For bulk orders, screen printing, DTF or anything not listed here, call, e-mail or send us the
            details online and we will reply with a tailored quote.
          </p>
          <ContactDetails className="mt-5" showAddress={false} />
          <Link
            to="/contact"
            className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Request a quote online
          </Link>
        </HeadedSection>
      </div>
    </>
  );
}
