import { Link } from 'react-router';
import { formatPounds, formatShippingCost } from '../../../domain/money';
import {
  FREE_DELIVERY_COUNTS,
  FREE_STANDARD_SHIPPING_FROM,
  PROCESSING_DAYS,
  SHIPPING_OPTIONS,
  SHIPPING_TYPES,
  shippingCost,
} from '../../../domain/shipping';
import { ContactCta } from '~/features/info/contact-details';
import { Callout, InfoPage, InfoSection } from '~/features/info/info-page';
import { CUSTOM_ORDER_LEAD_TIME } from '../../../domain/logo-prices';
import { infoMeta } from '~/features/info/meta';
import type { Route } from './+types/shipping-policy';

const freeFrom = formatPounds(FREE_STANDARD_SHIPPING_FROM, { wholePounds: 'short' });

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'Shipping Policy',
    `Delivery options, times and costs: standard UK ${formatShippingCost(SHIPPING_OPTIONS.standard.cost)} (free on orders of ${freeFrom} or more), expedited ${formatShippingCost(SHIPPING_OPTIONS.expedited.cost)} and international ${formatShippingCost(SHIPPING_OPTIONS.international.cost)}.`,
  );

export default function ShippingPolicy() {
  const { standard } = SHIPPING_OPTIONS;
  return (
    <InfoPage
      title="Shipping Policy"
      eyebrow="Policies"
      intro={`Fast, tracked delivery across the UK and worldwide, with free standard UK delivery on orders of ${freeFrom} or more.`}
    >
      <InfoSection id="options" title="Delivery options and costs">
        <p>Choose your delivery option in your cart or at checkout. All prices are in pounds sterling.</p>
        <div className="overflow-x-auto">
          <table>
            <caption className="sr-only">Delivery options with delivery times and costs</caption>
            <thead>
              <tr>
                <th scope="col">Delivery option</th>
                <th scope="col">Delivery time</th>
                <th scope="col" className="text-right!">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {SHIPPING_TYPES.map((type) => {
                const option = SHIPPING_OPTIONS[type];
                return (
                  <tr key={type}>
                    <th scope="row">{option.label}</th>
                    <td className="whitespace-nowrap">{option.days}</td>
                    <td className="text-right font-semibold whitespace-nowrap text-brand-900">
                      {formatShippingCost(option.cost)}
                    </td>
                  </tr>
                );
              })}
              <tr>
                <th scope="row">
                  {standard.label}, orders of {freeFrom} or more
                </th>
                <td className="whitespace-nowrap">{standard.days}</td>
                <td className="text-right font-semibold whitespace-nowrap text-green-800">
                  {formatShippingCost(shippingCost('standard', FREE_STANDARD_SHIPPING_FROM))}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Free standard UK delivery applies to orders of {freeFrom} or more ({FREE_DELIVERY_COUNTS}; delivery
          itself does not). It is worked out the same way in your cart and at checkout. Standard and expedited
          delivery are for UK addresses; international delivery is for every address outside the UK, and
          checkout offers the options for the country you enter.
        </p>
      </InfoSection>

      <InfoSection id="processing" title="Processing time">
        <p>
          Delivery times start from dispatch. Items without a logo are usually packed and dispatched within{' '}
          {PROCESSING_DAYS}.
        </p>
        <p>
          Customised items are made to order. We send you a digital proof first, and production takes{' '}
          {CUSTOM_ORDER_LEAD_TIME} from your approval, after which your order is dispatched with the delivery
          option you chose. If an order contains both plain and customised items, we send everything together.
        </p>
        <Callout>
          Business days are Monday to Friday, excluding UK bank holidays. Orders placed at a weekend or on a
          bank holiday are processed from the next business day.
        </Callout>
      </InfoSection>

      <InfoSection id="tracking" title="Order tracking">
        <p>
          When your order is dispatched we e-mail you the courier and tracking number. Tracking becomes active
          within 24 hours of dispatch. If you have an account, you can also follow your order&apos;s progress
          from your order page.
        </p>
      </InfoSection>

      <InfoSection id="international" title="International delivery">
        <p>
          We deliver to most countries for a flat {formatShippingCost(SHIPPING_OPTIONS.international.cost)},
          usually within {SHIPPING_OPTIONS.international.days} of dispatch.
        </p>
        <p>
          Orders sent outside the UK may be subject to import duties, taxes and customs charges set by the
          destination country. These are payable by the recipient and are not included in our prices. Customs
          checks can occasionally add to delivery times.
        </p>
      </InfoSection>

      <InfoSection id="address" title="Delivery address">
        <p>
          Please check your delivery address, postcode and phone number carefully at checkout. If you spot a
          mistake, contact us as soon as possible: we can change the address until your order has been
          dispatched. We are unable to redirect parcels once they are with the courier.
        </p>
      </InfoSection>

      <InfoSection id="problems" title="Delays, damage and missing parcels">
        <p>
          Delivery times are estimates. Occasionally couriers are delayed by bad weather or busy periods; if
          your parcel has not arrived within the expected time, please get in touch and we will chase it for
          you.
        </p>
        <p>
          If your parcel arrives damaged or an item is missing, please contact us with your order number and,
          where possible, photos. We will arrange a replacement or refund. See our{' '}
          <Link to="/return-policy">return and refund policy</Link> for more details.
        </p>
      </InfoSection>

      <ContactCta
        heading="Questions about delivery?"
        text="We are happy to help with delivery dates and large orders."
      />
    </InfoPage>
  );
}
