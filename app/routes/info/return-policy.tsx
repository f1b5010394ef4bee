import { Link } from 'react-router';
import {
  FAULTY_GOODS_RIGHTS,
  PERSONALISED_RETURN_TERMS,
  PLAIN_RETURN_TERMS,
  REFUND_TIME,
  RETURN_WINDOW_DAYS,
} from '../../../domain/returns';
import { ContactCta } from '~/features/info/contact-details';
import { Callout, InfoPage, InfoSection } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { useShop } from '~/lib/use-root-data';
import type { Route } from './+types/return-policy';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'Return & Refund Policy',
    `Return non-customised items within ${RETURN_WINDOW_DAYS} days of delivery. Customised items are made to order and can only be returned if we made a mistake. Refunds within ${REFUND_TIME}.`,
  );

export default function ReturnPolicy() {
  const shop = useShop();
  return (
    <InfoPage
      title="Return & Refund Policy"
      eyebrow="Policies"
      intro={`We want you to be delighted with your order. If something is not right, here is how we will put it right.`}
    >
      <InfoSection id="summary" title="At a glance">
        <Callout>
          <span data-testid="return-terms-policy">
            {PERSONALISED_RETURN_TERMS} {FAULTY_GOODS_RIGHTS} {PLAIN_RETURN_TERMS}
          </span>
        </Callout>
        <ul>
          <li>
            <strong>Non-customised items</strong> can be returned within {RETURN_WINDOW_DAYS} days of
            delivery.
          </li>
          <li>
            <strong>Customised items</strong> (embroidered or printed with your logo or text) are made to
            order and cannot be returned unless we made a mistake.
          </li>
          <li>
            <strong>Refunds</strong> are made to your original payment method within {REFUND_TIME} of your
            return reaching us.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="plain" title="Returning non-customised items">
        <p>
          You can return any item that has not been customised within {RETURN_WINDOW_DAYS} days of the day you
          receive it, for any reason. To be accepted, items must be:
        </p>
        <ul>
          <li>unworn, unwashed and undamaged;</li>
          <li>in their original packaging, with any labels or tags still attached.</li>
        </ul>
        <p>
          If you return your whole order within this period, we will also refund the standard delivery charge
          you paid. Unless the item is faulty or we sent the wrong thing, the cost of sending it back to us is
          yours. We recommend a tracked service, as we cannot refund a return that does not reach us.
        </p>
      </InfoSection>

      <InfoSection id="customised" title="Customised items">
        <p>
          Items with embroidery, printing or any other personalisation are made specially for you, so we
          cannot accept them back because you have changed your mind, ordered the wrong size or no longer need
          them. That is why we send a digital proof for you to check before production starts.
        </p>
        <p>We will, of course, put things right free of charge if we made a mistake, for example:</p>
        <ul>
          <li>the garment is a different size from the one you ordered;</li>
          <li>the text or logo has a spelling error that was not on your approved proof;</li>
          <li>the logo is in a different position from the one you ordered and approved;</li>
          <li>the item is faulty or damaged when it arrives.</li>
        </ul>
        <p>
          In these cases we will reprint or replace the item at no cost to you, including postage, or give you
          a full refund if you prefer.
        </p>
        <Callout tone="warning">
          Please check your digital proof carefully before approving it: spelling, colours, size and position.
          We produce exactly what the approved proof shows.
        </Callout>
      </InfoSection>

      <InfoSection id="faulty" title="Faulty or incorrect items">
        <p>
          Please check your order as soon as it arrives and tell us about any problem, with your order number
          and photos, so we can resolve it quickly. Your statutory rights under the Consumer Rights Act 2015
          are not affected by this policy.
        </p>
      </InfoSection>

      <InfoSection id="how" title="How to return an item">
        <ol>
          <li>
            Contact us
            {shop.email ? (
              <>
                {' '}
                at <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </>
            ) : null}{' '}
            or through our <Link to="/contact">contact form</Link> with your order number, the items you would
            like to return and the reason.
          </li>
          <li>We will confirm your return and send you the returns address and any instructions.</li>
          <li>Pack the items securely, include a note of your order number and send them back to us.</li>
          <li>We will e-mail you once your return has arrived and been checked.</li>
        </ol>
        <p>Please do not send items back without contacting us first, as this can delay your refund.</p>
      </InfoSection>

      <InfoSection id="refunds" title="Refunds">
        <p>
          Once we have received and checked your return, we will refund you to your original payment method
          within {REFUND_TIME}. Your bank may take a few more days to show the money in your account.
        </p>
        <p>
          Promo code discounts are taken into account: you are refunded the amount you actually paid for the
          returned items.
        </p>
      </InfoSection>

      <InfoSection id="exchanges" title="Exchanges">
        <p>
          Need a different size or colour of a non-customised item? The quickest way is to place a new order
          for the item you want and return the original for a refund.
        </p>
      </InfoSection>

      <ContactCta heading="Need help with a return?" />
    </InfoPage>
  );
}
