import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGO_POSITIONS } from '../../../domain/catalogue';
import { LOGO_MAX_MB, LOGO_UPLOAD_FORMATS } from '../../../domain/uploads';
import { listText, numberWord } from '~/lib/words';
import {
  AddLogoIllustration,
  CheckoutIllustration,
  ChooseGarmentIllustration,
  ColourSizesIllustration,
  GarmentPosition,
  LogoTypeIllustration,
  MethodIllustration,
  MockupIllustration,
  ProofIllustration,
} from '~/features/info/guide-illustrations';
import { CUSTOM_ORDER_LEAD_TIME, methodPricesSentence, setupFeeSentence } from '../../../domain/logo-prices';
import { infoMeta } from '~/features/info/meta';
import { PageHero } from '~/features/info/page-hero';
import { useShop } from '~/lib/use-root-data';
import { videoEmbed } from '~/lib/video-embed';
import type { Route } from './+types/guide';

/** The logo prices the steps give are the shop's own settings, as every cart is charged by them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { pricing: await context.app.services.pricing.get() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'How to Add Your Logo',
    'A step-by-step guide to adding your logo to workwear: choose a garment, colour and sizes, pick embroidery or print and a position, add text or upload your logo, then approve your proof.',
  );

const linkClass = 'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-800';

function Step({
  n,
  title,
  illustration,
  children,
}: {
  n: number;
  title: string;
  illustration?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="grid gap-6 md:grid-cols-[1fr_14rem] md:items-center">
        <div>
          <h2 id={`step-${n}`} className="flex items-center gap-3 text-xl font-semibold text-brand-900">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 text-base font-bold text-brand-900"
            >
              {n}
            </span>
            <span>
              <span className="sr-only">Step {n}: </span>
              {title}
            </span>
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-zinc-700">{children}</div>
        </div>
        {illustration && <div className="mx-auto w-full max-w-56">{illustration}</div>}
      </div>
    </li>
  );
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { pricing } = loaderData;
  const shop = useShop();
  const video = videoEmbed(shop.guideVideoUrl);

  return (
    <>
      <PageHero
        title="How to Add Your Logo"
        eyebrow="Guide"
        intro="Branded workwear in a few clicks. Follow these steps to put your logo or text on any customisable garment."
      />

      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        {video && (
          <section aria-labelledby="video-heading" className="mb-12">
            <h2 id="video-heading" className="text-2xl font-bold text-brand-900">
              Watch the video guide
            </h2>
            <div className="mt-4 aspect-video overflow-hidden rounded-xl bg-zinc-900 shadow">
              {video.kind === 'video' ? (
                <video
                  src={video.src}
                  controls
                  preload="metadata"
                  className="size-full"
                  aria-label="Video: how to add your logo to workwear"
                />
              ) : (
                <iframe
                  src={video.src}
                  title="Video: how to add your logo to workwear"
                  className="size-full"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              )}
            </div>
            <p className="mt-3 text-zinc-700">Prefer to read? The same steps are illustrated below.</p>
          </section>
        )}

        <img
          src="/images/steps-banner.webp"
          width={1600}
          height={500}
          alt="Add your logo with ease: choose your garment, pick your colour and sizes, add your logo, then check out."
          className="h-auto w-full rounded-xl bg-brand-50"
        />

        <ol className="mt-10 space-y-6" aria-label="Steps to add your logo">
          <Step n={1} title="Choose your garment" illustration={<ChooseGarmentIllustration />}>
            <p>
              Browse our{' '}
              <Link to="/products" className={linkClass}>
                full range
              </Link>{' '}
              by product type or brand, and open the garment you want: a polo shirt, T-shirt, hoodie, hi-vis
              vest, jacket and more.
            </p>
          </Step>

          <Step n={2} title="Pick a colour and your sizes" illustration={<ColourSizesIllustration />}>
            <p>
              Click a colour swatch to see the garment in that colour. Then select every size you need and set
              the quantity for each with the minus and plus buttons. You can mix sizes in one order.
            </p>
          </Step>

          <Step n={3} title="Press ADD LOGO" illustration={<AddLogoIllustration />}>
            <p>
              Once a colour and at least one size are chosen, press <strong>ADD LOGO</strong>. If you are not
              signed in yet, we will ask you to sign in or create an account first, then bring you straight
              back. Your logo is saved to your account so you can re-use it next time without a setup fee.
            </p>
          </Step>

          <Step n={4} title="Choose Embroidery or Print" illustration={<MethodIllustration />}>
            <p>
              <strong>Embroidery</strong> (recommended) stitches your logo into the fabric for a premium,
              long-lasting finish. <strong>Print</strong> applies a crisp vinyl print, ideal for bold designs
              and large areas.
            </p>
            <p>
              {methodPricesSentence(pricing)}. Not sure? See{' '}
              <Link to="/faqs" className={linkClass}>
                our FAQs
              </Link>{' '}
              or the{' '}
              <Link to="/price-guide" className={linkClass}>
                price guide
              </Link>
              .
            </p>
          </Step>

          <li className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-7">
            <h2 id="step-5" className="flex items-center gap-3 text-xl font-semibold text-brand-900">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 text-base font-bold text-brand-900"
              >
                5
              </span>
              <span>
                <span className="sr-only">Step 5: </span>Choose the position
              </span>
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-zinc-700">
              <p>
                Pick where your logo goes. There are {numberWord(LOGO_POSITIONS.length)} positions to choose
                from; Large Front is selected to start with. Left and right are as worn, so a Left Breast logo
                sits over the wearer&apos;s heart, on the right as you look at them.
              </p>
              <p>
                Your logo is applied to all the items you selected. After the first logo you can add more in
                other positions, for example a left breast logo on the front and a large logo on the back.
              </p>
            </div>
            <ul className="mt-6 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
              {LOGO_POSITIONS.map((position) => (
                <li key={position}>
                  <figure className="rounded-lg border border-zinc-200 bg-zinc-50 p-2 text-center">
                    <GarmentPosition position={position} className="mx-auto max-w-28" />
                    <figcaption className="mt-1 text-sm font-medium text-brand-900">{position}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </li>

          <Step n={6} title="Add a text logo or upload your own" illustration={<LogoTypeIllustration />}>
            <p>
              <strong>Text Logo:</strong> type your business, school or team name, choose a font style
              (Standard, Serif, Sans-serif or Script) and watch the live preview. Add any notes for our team,
              such as a thread colour.
            </p>
            <p>
              <strong>Upload Your Logo:</strong> choose a {listText(LOGO_UPLOAD_FORMATS, 'or')} file up to{' '}
              {LOGO_MAX_MB} MB. A vector or high-resolution file gives the sharpest result. Used a logo with
              us before? Switch on <strong>Use Previous Logo</strong> and pick it from your earlier orders.
            </p>
            <p>
              {setupFeeSentence(pricing)}
              {pricing.setupFee > 0 && ' A previously used logo has no setup fee.'}
            </p>
          </Step>

          <Step n={7} title="Review the live mock-up" illustration={<MockupIllustration />}>
            <p>
              Check the mock-up showing your logo on the garment in your chosen colour and position, and the
              price breakdown. When you are happy, add the items to your cart. The logo and setup charges are
              listed in your cart so there are no surprises.
            </p>
          </Step>

          <Step n={8} title="Check out" illustration={<CheckoutIllustration />}>
            <p>
              In your cart, choose a delivery option and press Checkout. Enter your delivery details and pay
              securely by card. See our{' '}
              <Link to="/payment-info" className={linkClass}>
                payment information
              </Link>{' '}
              and{' '}
              <Link to="/shipping-policy" className={linkClass}>
                shipping policy
              </Link>{' '}
              for details.
            </p>
          </Step>

          <Step n={9} title="Approve your digital proof" illustration={<ProofIllustration />}>
            <p>
              Before anything is stitched or printed, we send you a digital proof showing exactly how your
              logo will look. Approve it from your order page, or ask for changes. Production takes{' '}
              {CUSTOM_ORDER_LEAD_TIME} from your approval, and we e-mail you tracking details when your order
              is on its way.
            </p>
          </Step>
        </ol>

        <section
          aria-labelledby="start-heading"
          className="mt-12 rounded-2xl bg-brand-900 p-8 text-center text-white"
        >
          <h2 id="start-heading" className="text-2xl font-bold">
            Ready to add your logo?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Pick a garment to get started, or talk to us about a bulk or trade order
            {shop.phone ? ` on ${shop.phone}` : ''}.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to="/products"
              className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-300"
            >
              Browse garments
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Request a quote
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
