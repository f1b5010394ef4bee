import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { Brand } from '../../../domain/product';
import { phoneHref, type ShopInfo } from '../../../domain/shop-info';
import { NO_VAT_MODE, type VatMode } from '../../../domain/vat';
import { vatWording } from '../../../domain/vat-wording';
import { FOOTER_SHOP_GROUPS, POLICY_LINKS, QUICK_LINKS, brandLinks, type NavLinkItem } from './nav-links';
import { ShopLogo } from './shop-logo';
import { TraderDetails } from './trader-details';

/** The site footer. Its navigation (#footer-nav) doubles as the phone menu before JavaScript has loaded. */
export function SiteFooter({
  shop,
  brands,
  year,
  vat = NO_VAT_MODE,
}: {
  shop: ShopInfo;
  brands: Brand[];
  year: number;
  vat?: VatMode;
}) {
  return (
    <footer className="bg-brand-900 text-sm text-zinc-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 pb-10 lg:grid-cols-[minmax(0,17rem)_1fr] lg:gap-12">
        <div>
          <ShopLogo name={shop.name} tone="light" showSlogan={false} />
          <p className="mt-4 text-base font-semibold text-accent-300">Wear Your Identity</p>
          <p className="mt-2 leading-relaxed">
            Quality workwear, uniforms and accessories, embroidered or printed in-house with your logo. For
            trades, schools, businesses and events across the UK, with no minimum order on most items.
          </p>
          <address className="mt-6 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>{shop.address}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={phoneHref(shop.phone)} className={`${linkClass} whitespace-nowrap`}>
                <span className="sr-only">Phone: </span>
                {shop.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${shop.email}`} className={`${linkClass} break-all`}>
                <span className="sr-only">E-mail: </span>
                {shop.email}
              </a>
            </p>
          </address>
        </div>

        <nav
          id="footer-nav"
          aria-label="Footer"
          className="grid scroll-mt-24 grid-cols-2 gap-x-6 gap-y-10 sm:grid-flow-row-dense sm:grid-cols-3 lg:grid-cols-5"
        >
          <LinkGroup id="footer-quick-links" title="Quick links" links={QUICK_LINKS} />
          <LinkGroup id="footer-policies" title="Policies" links={POLICY_LINKS} />
          <section aria-labelledby="footer-shop" className="col-span-2 sm:col-span-3 lg:col-span-2">
            <h2 id="footer-shop" className={headingClass}>
              Shop
            </h2>
            <div className="mt-4 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3">
              {FOOTER_SHOP_GROUPS.map((group) => (
                <div key={group.id} id={group.id} className="scroll-mt-24">
                  <h3 className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
                    {group.title}
                  </h3>
                  <LinkList links={group.links} />
                </div>
              ))}
            </div>
          </section>
          <LinkGroup id="footer-brands" title="Brands" links={brandLinks(brands)} />
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-zinc-400 md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              © {year} {shop.name}. All rights reserved.
            </p>
            <p>{vatWording(vat).footer}</p>
            <TraderDetails trader={shop.trader} className="space-y-1" />
          </div>
          <img
            src="/images/payment-methods.webp"
            width={480}
            height={60}
            alt="We accept Visa, Mastercard, American Express, Apple Pay and Google Pay"
            loading="lazy"
            decoding="async"
            className="h-auto w-full max-w-60 rounded-md bg-white px-2 py-1"
          />
        </div>
      </div>
    </footer>
  );
}

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'rounded-sm text-zinc-300 transition-colors hover:text-accent-300 hover:underline';

function LinkGroup({ id, title, links }: { id: string; title: string; links: NavLinkItem[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className={headingClass}>
        {title}
      </h2>
      <LinkList links={links} />
    </section>
  );
}

function LinkList({ links }: { links: NavLinkItem[] }) {
  return (
    <ul className="mt-4 space-y-2.5">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
