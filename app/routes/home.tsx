import { ClipboardList, PlayCircle, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { productTypeLabel } from '../../domain/catalogue';
import { organizationJsonLd } from '../../domain/seo';
import { vatWording } from '../../domain/vat-wording';
import { rootSeoData, rootVatMode, seoMeta } from '~/lib/meta';
import { BrandCarousel } from '~/features/home/brand-carousel';
import { BundlesSection } from '~/features/home/bundles-section';
import { Customiser } from '~/features/customise/customiser';
import { PartnerStrip } from '~/features/home/partner-strip';
import { TrustBar } from '~/features/home/trust-bar';
import { FaqAccordion } from '~/features/faq/faq-accordion';
import { faqItems } from '~/features/faq/faq-content';
import { useRootData, useVatMode } from '~/lib/use-root-data';
import type { Route } from './+types/home';
import { LazyImage } from '~/components/lazy-image';

/** The customiser on home offers these garments. */
const CUSTOMISER_TYPES = ['t-shirt', 'sweatshirt', 'polo'];

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.app.services;
  // bundles stream in after the page; a failure just hides their section
  const bundles = catalogue.listBundles().catch((error: unknown) => {
    context.app.logger.error({ err: error }, 'Failed to fetch bundles');
    return [];
  });
  const [brands, bestSellers, customisable, pricing] = await Promise.all([
    catalogue.listBrands(),
    catalogue.bestSellers(),
    catalogue.productsOfTypes(CUSTOMISER_TYPES),
    // the FAQ's logo prices are the shop's settings
    context.app.services.pricing.get(),
  ]);
  // only what the customiser shows travels to the browser
  const customiserProducts = customisable.map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    price: p.price,
    priceBreaks: p.priceBreaks,
    frontImage: p.frontImage,
    backImage: p.backImage,
    productTypes: p.productTypes,
    colours: p.colours,
    sizes: p.sizes,
    sizeChartImage: p.sizeChartImage,
  }));
  // a best seller's tile shows its picture and title, so that is all of it the page carries
  const bestSellerTiles = bestSellers.map(({ productType, product }) => ({
    productType,
    product: { id: product.id, title: product.title, frontImage: product.frontImage },
  }));
  return { brands, bestSellers: bestSellerTiles, customisable: customiserProducts, bundles, pricing };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shop, origin } = rootSeoData(matches);
  return seoMeta(matches, {
    // under 70 characters, so search results show it whole (the tagline is on the page)
    title: `${shop?.name ?? 'Workwear'} — custom embroidered & printed workwear`,
    description: vatWording(rootVatMode(matches)).home.metaDescription,
    path: '/',
    jsonLd: shop && origin ? [organizationJsonLd(origin, shop, rootVatMode(matches))] : [],
  });
};

const helpLink = 'mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2';

/** The three ways we can help; the guide's link may lead off the site (the shop's video), so it is a plain link. */
const helpCards = (guideHref: string) => [
  {
    Icon: ClipboardList,
    title: 'Request a quote',
    text: 'Kitting out a whole team or ordering in bulk? Tell us what you need and we will send a tailored price.',
    link: (
      <Link to="/contact" className={helpLink}>
        Get a Quote
      </Link>
    ),
  },
  {
    Icon: PlayCircle,
    title: 'Watch the logo guide',
    text: 'See how to choose a garment, upload your artwork or type your text, and pick where it goes.',
    link: (
      <a href={guideHref} className={helpLink}>
        How to add a logo
      </a>
    ),
  },
  {
    Icon: ShieldCheck,
    title: 'Proof before we stitch',
    text: 'Every custom order gets a digital proof to approve before production, so your logo is right first time.',
    link: (
      <Link to="/faqs" className={helpLink}>
        Read our FAQs
      </Link>
    ),
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brands, bestSellers, customisable, bundles, pricing } = loaderData;
  const vat = useVatMode();
  const shop = useRootData()?.shop;
  const guideHref = shop?.guideVideoUrl ?? '/guide';

  return (
    <>
      <h1 className="sr-only">{shop?.name ?? 'Workwear'}: custom embroidered and printed workwear</h1>
      <BrandCarousel brands={brands} />
      <TrustBar />

      <section aria-labelledby="customiser-heading" className="mx-auto max-w-7xl px-4 py-12" id="customiser">
        <h2 id="customiser-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Design your own
        </h2>
        <p className="mt-2 max-w-2xl text-zinc-600">
          Pick a T-shirt, sweatshirt or polo, choose the colour and sizes, and add your logo by embroidery or
          print — you will see it on the garment before you buy.
        </p>
        <Customiser products={customisable} />
      </section>

      <section aria-labelledby="personalise-heading" className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-12 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="personalise-heading" className="text-2xl font-bold text-brand-900">
              Personalise Your Own Garments
            </h2>
            <p className="mt-3 max-w-3xl text-zinc-700">
              Already have the clothing? Send your own garments in and we will embroider or print your logo on
              them in our workshop — ideal for club kits, existing uniforms and one-off gifts. Get in touch
              and we will tell you how to post them and what it will cost.
            </p>
          </div>
          <Link
            to="/contact"
            className="justify-self-start rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Get in touch
          </Link>
        </div>
      </section>

      <section aria-labelledby="best-sellers-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="best-sellers-heading" className="text-center text-2xl font-bold text-brand-900 sm:text-3xl">
          Shop Our Best Sellers
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {bestSellers.map(({ productType, product }) => (
            <li key={productType}>
              <Link
                to={`/products/${productType}`}
                className="group block overflow-hidden rounded-xl border border-zinc-200 bg-white transition hover:shadow-md"
              >
                <LazyImage
                  src={product.frontImage}
                  width={400}
                  height={400}
                  className="aspect-square w-full bg-zinc-100 object-cover"
                />
                <span className="block p-3 text-center">
                  <span className="block text-xs font-semibold tracking-wider text-brand-600 uppercase">
                    {productTypeLabel(productType)}
                  </span>
                  <span className="mt-1 block text-sm font-semibold text-zinc-900 uppercase group-hover:underline">
                    {product.title}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <BundlesSection bundles={bundles} />

      <section aria-label="Ways we can help" className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {helpCards(guideHref).map(({ Icon, title, text, link }) => (
            <li key={title} className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand-700" />
              <h2 className="mt-3 text-lg font-semibold text-brand-900">{title}</h2>
              <p className="mt-2 text-sm text-zinc-700">{text}</p>
              {link}
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Add your logo with ease" className="mx-auto max-w-7xl px-4">
        <LazyImage
          src="/images/steps-banner.webp"
          alt="Add Your Logo With Ease: choose your garment, pick colours and sizes, add your logo, and we embroider and deliver."
          width={1600}
          height={500}
          className="w-full rounded-2xl"
        />
      </section>

      <div className="mt-12">
        <PartnerStrip brands={brands} />
      </div>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="faq-heading" className="text-center text-2xl font-bold text-brand-900 sm:text-3xl">
          Frequently asked questions
        </h2>
        <FaqAccordion items={faqItems(pricing, vat)} className="mt-8" />
      </section>
    </>
  );
}
