import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { phoneHref } from '../../../domain/shop-info';
import { InfoPage, InfoSection } from '~/features/info/info-page';
import { infoMeta } from '~/features/info/meta';
import { useShop } from '~/lib/use-root-data';
import type { Route } from './+types/cookie-policy';

const EFFECTIVE_DATE = { iso: '2025-05-15', text: '15 May 2025' };

export const meta: Route.MetaFunction = ({ matches }) =>
  infoMeta(
    matches,
    'Cookie Policy',
    'What cookies are, the types we use, how we use them, third-party cookies and how to manage your cookie choices.',
  );

const COOKIE_TYPES = [
  {
    name: 'Essential cookies',
    text: 'Needed for the website to work: keeping you signed in, remembering your cart and keeping checkout secure. These cannot be switched off in our cookie banner.',
  },
  {
    name: 'Performance cookies',
    text: 'Help us understand how visitors use the site, such as which pages are visited most and where errors occur, so we can improve it. The information is collected in aggregate.',
  },
  {
    name: 'Functional cookies',
    text: 'Remember choices you make, such as your cookie preferences or whether you have already seen our welcome message, to give you a smoother experience.',
  },
  {
    name: 'Advertising cookies',
    text: 'Used to show you relevant offers on other websites and to measure how well our campaigns work. These are only set if you accept them.',
  },
];

export default function CookiePolicy() {
  const shop = useShop();
  const name = shop.name || 'our website';
  return (
    <InfoPage
      title="Cookie Policy"
      eyebrow="Policies"
      intro={`This policy explains how ${name} uses cookies and similar technologies, and the choices you have.`}
    >
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <strong>Effective date:</strong> <time dateTime={EFFECTIVE_DATE.iso}>{EFFECTIVE_DATE.text}</time>
      </p>

      <InfoSection id="what" title="1. What are cookies?">
        <p>
          Cookies are small text files that a website stores on your computer, phone or tablet when you visit.
          They let the site remember information about your visit, such as whether you are signed in or what
          is in your cart. Similar technologies, such as local storage in your browser, work in the same way
          and are covered by this policy.
        </p>
      </InfoSection>

      <InfoSection id="types" title="2. Types of cookies we use">
        <p>We use four types of cookies:</p>
        <dl className="mt-4 space-y-4">
          {COOKIE_TYPES.map((type) => (
            <div key={type.name} className="rounded-lg border border-zinc-200 p-4">
              <dt className="font-semibold text-brand-900">{type.name}</dt>
              <dd className="mt-1">{type.text}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection id="how" title="3. How we use cookies">
        <p>We use cookies to:</p>
        <ul>
          <li>
            <strong>keep you signed in</strong> securely as you move around the site and through checkout;
          </li>
          <li>
            <strong>remember your cart</strong>, so the items you choose are still there when you come back;
          </li>
          <li>
            <strong>analyse how the site is used</strong>, so we can fix problems and make it easier to use;
          </li>
          <li>
            <strong>personalise recommendations</strong>, showing products that are relevant to you;
          </li>
          <li>
            <strong>track our campaigns</strong>, so we know which promotions and adverts bring visitors to
            us.
          </li>
        </ul>
        <p>
          Cookies for analytics, recommendations and campaign tracking are only used if you have agreed to
          them.
        </p>
      </InfoSection>

      <InfoSection id="third-party" title="4. Third-party cookies">
        <p>
          Some cookies are set by other companies whose services we use. Our payment provider, Stripe, uses
          cookies on its secure checkout page to process your payment and prevent fraud. With your consent, we
          may also use:
        </p>
        <ul>
          <li>an analytics service, to measure visits and how pages are used;</li>
          <li>a social media pixel, to measure the results of our social media advertising;</li>
          <li>an advertising service, to show our adverts to people who have visited our site;</li>
          <li>a heatmap service, to see which parts of a page are clicked, so we can improve its layout.</li>
        </ul>
        <p>
          These companies have their own privacy and cookie policies, which explain how they use the
          information they collect.
        </p>
      </InfoSection>

      <InfoSection id="choices" title="5. Your cookie choices">
        <p>
          When you first visit our website, our cookie banner asks whether you accept or reject non-essential
          cookies. You can change your mind at any time by clearing the cookies and site data for our website
          in your browser, after which the banner will ask you again.
        </p>
        <p>
          You can also control cookies through your browser settings: most browsers let you see which cookies
          are stored, delete them and block cookies from some or all websites. Please note that if you block
          essential cookies, parts of our website, such as signing in, your cart and checkout, will not work.
        </p>
      </InfoSection>

      <InfoSection id="changes" title="6. Changes to this policy">
        <p>
          We may update this policy from time to time, for example when we change the services we use. The
          effective date at the top of this page shows when it was last updated. Please check back
          occasionally to stay informed.
        </p>
      </InfoSection>

      <InfoSection id="contact" title="7. Contact us">
        <p>If you have any questions about this policy or how we use cookies, please contact us:</p>
        <ul>
          {shop.email && (
            <li>
              E-mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
          )}
          {shop.phone && (
            <li>
              Phone:{' '}
              <a href={phoneHref(shop.phone)} className="whitespace-nowrap">
                {shop.phone}
              </a>
            </li>
          )}
        </ul>
      </InfoSection>

      <p className="mt-10">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the home page
        </Link>
      </p>
    </InfoPage>
  );
}
