import { CreditCard, Lock, PoundSterling } from 'lucide-react';
import { Link } from 'react-router';
import { ContactCta } from '~/features/info/contact-details';
import { IconCard, InfoPage, InfoSection } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { vatWording, type VatWording } from '../../../domain/vat-wording';
import { rootVatMode } from '~/lib/meta';
import { useVatWording } from '~/lib/use-root-data';
import type { Route } from './+types/payment-info';

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(matches, 'Payment Information', vatWording(rootVatMode(matches)).paymentInfo.metaDescription);

const highlights = (vat: VatWording['paymentInfo']) => [
  {
    Icon: CreditCard,
    title: 'Card payments',
    text: 'Pay with your debit or credit card on a secure hosted checkout.',
  },
  {
    Icon: Lock,
    title: 'Secure by design',
    text: 'Card details go straight to our payment provider. We never see or store them.',
  },
  { Icon: PoundSterling, title: vat.highlightTitle, text: vat.highlightText },
];

export default function PaymentInfo() {
  const vat = useVatWording().paymentInfo;
  return (
    <InfoPage
      title="Payment Information"
      eyebrow="Policies"
      intro="Paying for your order is quick and secure. Here is how it works."
    >
      {/* h2 cards: these come before the page's first section, and a level may not be skipped */}
      <ul className="grid gap-4 sm:grid-cols-3">
        {highlights(vat).map(({ Icon, title, text }) => (
          <IconCard
            key={title}
            icon={<Icon aria-hidden="true" className="size-5" />}
            title={title}
            size="small"
            headingLevel="h2"
          >
            {text}
          </IconCard>
        ))}
      </ul>

      <InfoSection id="how" title="How to pay" className="mt-10">
        <p>
          When you are ready to order, go to your cart and choose Checkout. After you enter your delivery
          details, you are taken to a secure payment page hosted by Stripe, a leading payment provider used by
          millions of businesses. Enter your card details there and confirm the payment; you are then brought
          back to our site and your order is confirmed straight away.
        </p>
        <p>
          We accept major debit and credit cards, including Visa, Mastercard and American Express. Depending
          on your card and device, Stripe may also offer other ways to pay.
        </p>
      </InfoSection>

      <InfoSection id="security" title="Your card details are safe">
        <ul>
          <li>
            Your card number is entered on Stripe&apos;s secure page, never on ours. We never see, receive or
            store your full card details.
          </li>
          <li>All payment pages use an encrypted (HTTPS) connection.</li>
          <li>Stripe is certified to PCI DSS Level 1, the highest standard in the payments industry.</li>
          <li>
            Your bank may ask you to confirm the payment, for example in your banking app or with a one-time
            code (3D Secure). This is a normal security check.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="prices" title="Prices and currency">
        <p>
          {vat.pricesLead} see our <Link to="/vat-information">VAT information</Link>. If you pay with a card
          issued outside the UK, your bank may convert the amount and charge its own fees.
        </p>
        <p>
          The total you pay includes your garments, any logo and setup charges, your delivery option and any
          promo discount. Every charge is shown in your cart and on the checkout page before you pay, and you
          are charged exactly what is shown.
        </p>
      </InfoSection>

      <InfoSection id="when" title="When you are charged">
        <p>
          Your card is charged in full when you place your order. For customised items, production begins once
          you have approved your digital proof. If we cannot fulfil your order for any reason, we will refund
          you in full.
        </p>
      </InfoSection>

      <InfoSection id="promo" title="Promo codes">
        <p>
          If you have a promo code, sign in to your account and enter it at checkout. The discount is a
          percentage of your goods and logo charges before delivery, and is shown in your order summary before
          you pay.
        </p>
      </InfoSection>

      <InfoSection id="problems" title="If a payment does not go through">
        <p>
          If your payment is declined, no order is placed and you are not charged. Please check your card
          details and try again, try another card, or contact your bank. If money has left your account but
          you have not received an order confirmation, please contact us and we will look into it straight
          away.
        </p>
      </InfoSection>

      <InfoSection id="receipts" title="Receipts, invoices and refunds">
        <p>
          We e-mail you a confirmation of every order. If you need an invoice for your company or school
          accounts, just ask. Refunds are always made to the card you paid with: see our{' '}
          <Link to="/return-policy">return and refund policy</Link>.
        </p>
        <p>
          Ordering in bulk for a business, school or organisation?{' '}
          <Link to="/contact">Contact us for a quote</Link>.
        </p>
      </InfoSection>

      <ContactCta heading="Questions about paying?" />
    </InfoPage>
  );
}
