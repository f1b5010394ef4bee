import { Link } from 'react-router';
import { ContactDetails } from '~/features/info/contact-details';
import { InfoPage, InfoSection } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { useShop } from '~/lib/use-root-data';
import type { Route } from './+types/disclaimer';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'Disclaimer',
    'Important information about the content of our website, product images and colours, sizing, artwork you supply, hi-vis customisation and the limits of our liability.',
  );

export default function Disclaimer() {
  const shop = useShop();
  const we = shop.name ? `${shop.name} ("we", "us")` : 'We';
  return (
    <InfoPage
      title="Disclaimer"
      eyebrow="Policies"
      intro="Please read this disclaimer carefully. By using our website and placing an order, you accept the points below."
    >
      <InfoSection id="general" title="General information">
        <p>
          The information on this website is provided by {we} for general guidance about our products and
          services. We work hard to keep it accurate and up to date, but we cannot guarantee that every
          description, price or piece of information is complete or free of errors at all times. We may change
          the content of the site, our products and our prices at any time without notice.
        </p>
      </InfoSection>

      <InfoSection id="images" title="Product images, colours and mock-ups">
        <p>
          Product photographs are supplied by us or by the garment manufacturers. Colours can look different
          from screen to screen, so the shade of a garment, thread or vinyl may vary slightly from what you
          see online.
        </p>
        <p>
          The live mock-up in our logo tool is an illustration to help you choose a position and size. The
          digital proof we send before production shows exactly what we will produce, so please check it
          carefully. Small variations in the placement and size of a logo are normal for hand-finished
          garments.
        </p>
      </InfoSection>

      <InfoSection id="sizing" title="Sizing">
        <p>
          Size charts come from the garment manufacturers and sizes can vary between brands and styles. If you
          are unsure, please check the size guide on the product page or contact us before ordering,
          especially for customised items, which cannot be returned for a change of size.
        </p>
      </InfoSection>

      <InfoSection id="pricing" title="Prices and availability">
        <p>
          Prices and stock are shown in good faith and may change. If we discover an error in the price of an
          item you have ordered, we will contact you before going ahead and give you the option to continue at
          the correct price or cancel for a full refund.
        </p>
      </InfoSection>

      <InfoSection id="artwork" title="Your artwork and logos">
        <p>
          When you upload a logo or enter text, you confirm that you own it or have permission to reproduce
          it, and that it does not infringe anyone else&apos;s trademark, copyright or other rights. We may
          refuse to produce designs that we believe infringe those rights or that are offensive or unlawful.
        </p>
        <p>
          The quality of the finished logo depends on the artwork supplied. Low-resolution images may not
          reproduce sharply; we will tell you if we have concerns before production.
        </p>
      </InfoSection>

      <InfoSection id="own-garments" title="Garments you supply">
        <p>
          We take great care with garments you send us for embroidery or printing. Because we cannot know how
          every fabric will react, we cannot be responsible for damage caused by a pre-existing fault or by a
          fabric that is unsuitable for the method chosen. We will always advise you if we have doubts before
          we start.
        </p>
      </InfoSection>

      <InfoSection id="hi-vis" title="Hi-vis and PPE">
        <p>
          Adding a logo to high-visibility clothing or personal protective equipment must not cover reflective
          tape or reduce the visible fluorescent area below what the relevant standard requires. We place
          logos with this in mind, but it remains your responsibility as the buyer or employer to make sure
          the finished garment is suitable for the work and meets any standard your site or industry requires.
        </p>
      </InfoSection>

      <InfoSection id="links" title="Links to other websites">
        <p>
          Our website may link to websites run by other people, such as brand, payment or social media sites.
          We have no control over those sites and are not responsible for their content or their privacy
          practices.
        </p>
      </InfoSection>

      <InfoSection id="liability" title="Limitation of liability">
        <p>
          As far as the law allows, we are not liable for any indirect or consequential loss, or for loss of
          profit, business or data, arising from the use of this website or our products. Nothing in this
          disclaimer limits or excludes our liability for death or personal injury caused by our negligence,
          for fraud, or anything else that cannot be limited by law, and it does not affect your statutory
          rights as a consumer.
        </p>
        <p>
          Please also read our <Link to="/return-policy">return and refund policy</Link>,{' '}
          <Link to="/shipping-policy">shipping policy</Link> and{' '}
          <Link to="/cookie-policy">cookie policy</Link>.
        </p>
      </InfoSection>

      <InfoSection id="contact" title="Contact us">
        <p>If you have any questions about this disclaimer, please get in touch.</p>
        <ContactDetails className="mt-4" />
      </InfoSection>
    </InfoPage>
  );
}
