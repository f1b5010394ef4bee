import { Check, Printer, Scissors } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  LOGO_METHODS,
  LOGO_POSITIONS,
  type LogoMethod,
  type ProductTypeSlug,
} from '../../../domain/catalogue';
import { formatPounds } from '../../../domain/money';
import { LOGO_MAX_MB, LOGO_UPLOAD_FORMATS } from '../../../domain/uploads';
import { ContactDetails } from '~/features/info/contact-details';
import { listText } from '~/lib/words';
import { HeadedSection, InfoSection } from '~/features/info/info-page';
import {
  ARTWORK_FORMATS,
  CUSTOM_ORDER_LEAD_TIME,
  decorationLadderColumns,
  decorationLadderTable,
  decorationPriceFrom,
  exampleLogoCharges,
  hasDecorationBreaks,
  LOGO_PRICES,
  lowestDecorationPrice,
  METHOD_NAMES,
} from '../../../domain/logo-prices';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { infoMeta } from '~/features/info/meta';
import { vatWording } from '../../../domain/vat-wording';
import { rootVatMode } from '~/lib/meta';
import { useVatWording } from '~/lib/use-root-data';
import { PageHero } from '~/features/info/page-hero';
import type { Route } from './+types/price-guide';

/** The logo prices this page states are the shop's own settings, as every cart is charged by them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { pricing: await context.app.services.pricing.get() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const pricing = loaderData?.pricing;
  const vat = vatWording(rootVatMode(matches)).priceGuide;
  const setup =
    pricing && pricing.setupFee > 0
      ? `a one-time ${formatPounds(pricing.setupFee)} setup per new design`
      : 'no setup fee';
  return infoMeta(
    matches,
    'Price Guide',
    pricing
      ? `Embroidery and vinyl printing from ${formatPounds(lowestDecorationPrice(pricing))} per item per position, ${setup} ${vat.metaTail}. See what we customise and get a quote.`
      : `Embroidery and vinyl printing prices, setup fees ${vat.metaTail}. See what we customise and get a quote.`,
  );
};

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

const priceCell = 'font-semibold whitespace-nowrap text-brand-900';

/** The ladder table's cells: narrower than the prose tables' on a phone. */
const ladderCell = 'px-2! sm:px-3!';

/** "from £4.50" → "From £4.50", at the head of a table cell. */
const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The decoration ladders (issue 29): what a logo costs per item per position by how many items carry that design
 * at that position size, each figure as the cart charges it (domain/logo-prices, from the shop's settings).
 */
function DecorationLadders({ pricing }: { pricing: DecorationPricing }) {
  const rows = decorationLadderTable(pricing);
  return (
    <InfoSection id="quantity-prices" title="Logo prices by quantity" className="mt-12">
      <p>
        The more items carry the same design at the same size of position, the less each one costs: small
        positions are the breast, sleeves and nape of the neck, large ones the large front and back.
      </p>
      {/* a method over its two position sizes, and narrower cells on a phone: five columns fit 390 px */}
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Logo prices per item per position, by quantity</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={ladderCell}>
                Items
              </th>
              {LOGO_METHODS.map((method) => (
                <th scope="colgroup" colSpan={2} key={method} className={ladderCell}>
                  {sentenceStart(METHOD_NAMES[method])}
                </th>
              ))}
            </tr>
            <tr>
              {decorationLadderColumns.map((c) => (
                <th scope="col" key={`${c.method}-${c.size}`} className={ladderCell}>
                  {sentenceStart(c.size)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.quantities}>
                <th scope="row" className={`whitespace-nowrap ${ladderCell}`}>
                  {row.quantities}
                </th>
                {row.prices.map((price, i) => (
                  <td key={i} className={`whitespace-nowrap tabular-nums ${ladderCell}`}>
                    {formatPounds(price)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InfoSection>
  );
}

/** Ten polos with a new logo on the left breast, then a large back print too: priced by the shop's settings. */
function PriceExample({ pricing }: { pricing: DecorationPricing }) {
  const ten = exampleLogoCharges(pricing, 10);
  const setup =
    ten.setup > 0
      ? `plus a single ${formatPounds(ten.setup)} setup fee`
      : pricing.setupFee > 0
        ? 'with no setup fee, as ten items of one design reach the free setup'
        : 'with no setup fee';
  return (
    <p>
      For example, ten polo shirts with a new logo embroidered on the left breast cost the price of the ten
      polos, plus ten logo applications at {formatPounds(ten.smallEmbroidery)} each, {setup}. Add a second
      position, such as a large back print, and you pay {formatPounds(ten.largePrint)} per polo for that
      position too. Your cart shows every charge before you pay.
    </p>
  );
}

export default function PriceGuide({ loaderData }: Route.ComponentProps) {
  const { pricing } = loaderData;
  const vatWords = useVatWording().priceGuide;
  const embroideryPrice = decorationPriceFrom(pricing, 'Embroidery');
  const printPrice = decorationPriceFrom(pricing, 'Print');
  const laddered = hasDecorationBreaks(pricing);
  const included = LOGO_PRICES.includedStitches.toLocaleString('en-GB');
  const block = LOGO_PRICES.extraStitchBlock.toLocaleString('en-GB');
  // a method whose ladder lowers its price says so where it is charged
  const perPosition = (method: LogoMethod) =>
    lowestDecorationPrice(pricing, method) < pricing.applicationFee
      ? 'Per item, per position; less per item on larger orders'
      : 'Per item, per position';
  return (
    <>
      <PageHero title="Price Guide" width="medium" intro={vatWords.intro} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <HeadedSection id="services" title="Our customisation services" headingClassName={heading}>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <ServiceCard
              icon={<Scissors aria-hidden="true" className="size-6" />}
              title="Embroidery"
              price={formatPounds(lowestDecorationPrice(pricing, 'Embroidery'))}
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
              price={formatPounds(lowestDecorationPrice(pricing, 'Print'))}
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
            Garment prices are shown on each product page. A garment with quantity prices costs less each as
            you order more of it: its page lists them, counting every colour and size of it in your cart.
            Adding your logo is charged on top, as follows.
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
                  <td className={priceCell}>{sentenceStart(embroideryPrice)}</td>
                  <td>{perPosition('Embroidery')}</td>
                </tr>
                <tr>
                  <th scope="row">Extra stitches</th>
                  <td className={priceCell}>{formatPounds(LOGO_PRICES.extraStitchBlockPrice)}</td>
                  <td>
                    Per {block} stitches over {included}, per item
                  </td>
                </tr>
                <tr>
                  <th scope="row">Vinyl printing</th>
                  <td className={priceCell}>{sentenceStart(printPrice)}</td>
                  <td>{perPosition('Print')}</td>
                </tr>
                <tr>
                  <th scope="row">Setup (digitising) for a new design</th>
                  <td className={priceCell}>
                    {pricing.setupFee > 0 ? formatPounds(pricing.setupFee) : 'No setup fee'}
                  </td>
                  <td>
                    {pricing.setupFee > 0
                      ? `Once per design, per order, however many items it goes on${
                          pricing.setupFreeFrom === null
                            ? ''
                            : `; free for a design on ${pricing.setupFreeFrom.toLocaleString('en-GB')} or more items`
                        }`
                      : 'None, however many designs you order'}
                  </td>
                </tr>
                <tr>
                  <th scope="row">A logo you have used with us before</th>
                  <td className={priceCell}>No setup fee</td>
                  <td>Pick it from your previous logos when you order</td>
                </tr>
                <tr>
                  <th scope="row">Screen printing and DTF</th>
                  <td className={priceCell}>By quote</td>
                  <td>
                    <Link to="/contact">Ask for a quote</Link>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <h3>How your price adds up</h3>
          <PriceExample pricing={pricing} />
          <p>
            There is no minimum order on most items, and we offer discounts on bulk orders:{' '}
            <Link to="/contact">contact us for a quote</Link>.
          </p>
        </InfoSection>

        {laddered && <DecorationLadders pricing={pricing} />}

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
              vatWords.why,
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
