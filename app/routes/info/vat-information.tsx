import { ReceiptPoundSterling } from 'lucide-react';
import { ContactDetails } from '~/features/info/contact-details';
import { Callout, InfoPage, InfoSection } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { vatWording } from '../../../domain/vat-wording';
import { rootVatMode } from '~/lib/meta';
import { useShop, useVatWording } from '~/lib/use-root-data';
import type { Route } from './+types/vat-information';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(matches, 'VAT Information', vatWording(rootVatMode(matches)).vatInfo.metaDescription);

/** Every sentence here comes from domain/vat-wording.ts and follows the shop's VAT mode. */
export default function VatInformation() {
  const shop = useShop();
  const { vatInfo: words } = useVatWording();
  return (
    <InfoPage title="VAT Information" eyebrow="Policies" intro={words.intro}>
      <div className="flex items-start gap-4 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
        <ReceiptPoundSterling aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <p>
          <strong>{words.calloutStrong}</strong> {words.calloutText}
        </p>
      </div>

      <InfoSection id="status" title="Our VAT status">
        <p>{words.statusLead(shop.name)}</p>
        <ul>
          {words.statusPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="business" title="Buying for a business">
        <p>{words.business}</p>
      </InfoSection>

      <InfoSection id="international" title="Orders from outside the UK">
        <p>{words.international}</p>
      </InfoSection>

      <InfoSection id="changes" title="If our VAT status changes">
        <p>{words.changes}</p>
        <Callout>{words.changesCallout}</Callout>
      </InfoSection>

      <InfoSection id="contact" title="Contact us about VAT">
        <p>If you have any questions about VAT or need a receipt for your records, please get in touch.</p>
        <ContactDetails className="mt-4" />
      </InfoSection>
    </InfoPage>
  );
}
