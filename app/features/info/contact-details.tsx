import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { phoneHref } from '../../../domain/shop-info';
import { cn } from '~/lib/cn';
import { useShop } from '~/lib/use-root-data';

const itemClass = 'relative min-w-0 rounded-lg border border-zinc-200 bg-white p-4 pl-12';
const termClass = 'text-sm font-semibold text-brand-900';
const iconClass = 'absolute top-4 left-4 size-5 text-brand-600';
const linkClass = 'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-800';

/** Phone, e-mail and address from configuration, as a description list with working links. */
export function ContactDetails({
  className,
  showAddress = true,
}: {
  className?: string;
  showAddress?: boolean;
}) {
  const shop = useShop();
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {shop.phone && (
        <div className={itemClass}>
          <dt className={termClass}>
            <Phone aria-hidden="true" className={iconClass} />
            Phone
          </dt>
          <dd className="mt-1">
            <a href={phoneHref(shop.phone)} className={`${linkClass} whitespace-nowrap`}>
              {shop.phone}
            </a>
          </dd>
        </div>
      )}
      {shop.email && (
        <div className={itemClass}>
          <dt className={termClass}>
            <Mail aria-hidden="true" className={iconClass} />
            E-mail
          </dt>
          <dd className="mt-1 break-words">
            <a href={`mailto:${shop.email}`} className={linkClass}>
              {shop.email}
            </a>
          </dd>
        </div>
      )}
      {showAddress && shop.address && (
        <div className={cn(itemClass, 'sm:col-span-2')}>
          <dt className={termClass}>
            <MapPin aria-hidden="true" className={iconClass} />
            Address
          </dt>
          <dd className="mt-1 text-zinc-700">
            <address className="not-italic">{shop.address}</address>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The closing 'any questions?' panel with a button to the contact form. */
export function ContactCta({
  heading = 'Any questions?',
  text = 'Our team is happy to help with orders, artwork and quotes.',
  buttonLabel = 'Contact us',
}: {
  heading?: string;
  text?: string;
  buttonLabel?: string;
}) {
  const shop = useShop();
  return (
    <section
      aria-labelledby="contact-cta-heading"
      className="mt-12 rounded-xl bg-brand-50 p-6 text-zinc-800 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id="contact-cta-heading" className="text-lg font-semibold text-brand-900">
          {heading}
        </h2>
        <p className="mt-1">
          {text}
          {shop.phone && (
            <>
              {' '}
              Call{' '}
              <a
                href={phoneHref(shop.phone)}
                className="font-medium whitespace-nowrap text-brand-600 underline underline-offset-2"
              >
                {shop.phone}
              </a>
            </>
          )}
          {shop.email && (
            <>
              {shop.phone ? ' or e-mail ' : ' E-mail '}
              <a
                href={`mailto:${shop.email}`}
                className="font-medium text-brand-600 underline underline-offset-2"
              >
                {shop.email}
              </a>
            </>
          )}
          {(shop.phone || shop.email) && '.'}
        </p>
      </div>
      <Link
        to="/contact"
        className="mt-4 inline-block shrink-0 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 sm:mt-0"
      >
        {buttonLabel}
      </Link>
    </section>
  );
}
