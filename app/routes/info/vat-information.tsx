import { ReceiptPoundSterling } from 'lucide-react';
import { ContactDetails } from '~/features/info/contact-details';
import { Callout, InfoPage, InfoSection } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { useShop } from '~/lib/use-root-data';
import type { Route } from './+types/vat-information';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'VAT Information',
    'We are not VAT-registered, so no VAT is charged on any order and the prices shown are final.',
  );

export default function VatInformation() {
  const shop = useShop();
  return (
    <InfoPage
      title="VAT Information"
      eyebrow="Policies"
      intro="No VAT is charged on any of our products or services. The price you see is the price you pay."
    >
      <div className="flex items-start gap-4 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
        <ReceiptPoundSterling aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <p>
          <strong>No VAT charged.</strong> All prices on our website are final prices, with nothing added at
          checkout apart from your chosen delivery option.
        </p>
      </div>

      <InfoSection id="status" title="Our VAT status">
        <p>
          {shop.name || 'Our business'} is not currently registered for Value Added Tax (VAT) in the United
          Kingdom. This means:
        </p>
        <ul>
          <li>we do not charge VAT on garments, embroidery, printing, setup fees or delivery;</li>
          <li>
            the prices shown on product pages, in your cart and at checkout are the final prices you pay;
          </li>
          <li>
            your cart and checkout show &lsquo;No VAT Charged&rsquo;, and our receipts do not include a VAT
            number.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="business" title="Buying for a business">
        <p>
          Because we do not charge VAT, there is no VAT on our invoices for VAT-registered businesses to
          reclaim. Many of our trade and school customers find this makes our prices simpler to budget for, as
          there is nothing extra to add.
        </p>
      </InfoSection>

      <InfoSection id="international" title="Orders from outside the UK">
        <p>
          We do not charge UK VAT on international orders either. However, the country you are shipping to may
          charge import VAT, duties or customs fees when the parcel arrives. These are set by the destination
          country and payable by the recipient.
        </p>
      </InfoSection>

      <InfoSection id="changes" title="If our VAT status changes">
        <p>
          If we become VAT-registered in the future, we will update our prices and this page, and VAT will be
          shown clearly as a separate line at checkout before you pay. Orders already placed will not be
          affected.
        </p>
        <Callout>Any change will be announced on this page before it takes effect.</Callout>
      </InfoSection>

      <InfoSection id="contact" title="Contact us about VAT">
        <p>If you have any questions about VAT or need a receipt for your records, please get in touch.</p>
        <ContactDetails className="mt-4" />
      </InfoSection>
    </InfoPage>
  );
}
