import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../domain/product';
import type { ShopInfo } from '../../../domain/shop-info';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const shop: ShopInfo = {
  name: 'Test Workwear',
  phone: '01234 567 890',
  email: 'hello@example.co.uk',
  address: '1 Mill Lane, Bradford',
  guideVideoUrl: null,
  social: [],
};
const brands: Brand[] = [{ slug: 'gildan', name: 'Gildan', logo: null }];

/** The server render, which is also what a browser without JavaScript gets. */
function render(element: React.ReactNode, at = '/') {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  return renderToString(<Stub initialEntries={[at]} />);
}

describe('SiteHeader (server render)', () => {
  it('shows the cart count and a label that reads it out', () => {
    const html = render(<SiteHeader shop={shop} brands={brands} cartCount={3} />);
    expect(html).toContain('aria-label="Cart, 3 items"');
    expect(html).toMatch(/data-testid="cart-badge"[^>]*>3</);
  });

  it('names each control with the words it shows (WCAG 2.5.3 label in name): the logo, the 9+ badge', () => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    for (const count of [3, 12]) {
      const html = render(<SiteHeader shop={shop} brands={brands} cartCount={count} />);
      const doc = new JSDOM(html).window.document;
      const named = [...doc.querySelectorAll('a[aria-label], button[aria-label]')];
      expect(named.length).toBeGreaterThan(2);
      for (const control of named) {
        const shown = words(control.textContent ?? '').join(' ');
        if (!shown) continue; // an icon alone: nothing shown to match
        const name = words(control.getAttribute('aria-label')!).join(' ');
        expect(` ${name} `, control.outerHTML).toContain(` ${shown} `);
      }
    }
  });

  it('caps the badge at 9+ and hides it at 0', () => {
    expect(render(<SiteHeader shop={shop} brands={brands} cartCount={12} />)).toMatch(
      /data-testid="cart-badge"[^>]*>9\+</,
    );
    const empty = render(<SiteHeader shop={shop} brands={brands} cartCount={0} />);
    expect(empty).toContain('aria-label="Cart, empty"');
    expect(empty).not.toContain('cart-badge');
  });

  it('offers Login and Sign Up to a visitor, Account and Logout to a customer', () => {
    const visitor = render(<SiteHeader shop={shop} brands={brands} cartCount={0} />);
    expect(visitor).toContain('href="/login"');
    expect(visitor).toContain('href="/signup"');
    expect(visitor).not.toContain('Logout');

    const customer = render(
      <SiteHeader shop={shop} brands={brands} cartCount={0} user={{ firstName: 'Sam' }} />,
    );
    expect(customer).toContain('href="/account"');
    expect(customer).toMatch(/<button type="submit"[^>]*>.*Logout<\/button>/);
    expect(customer).not.toContain('href="/signup"');
  });

  it('sends Login and Sign Up back to the page the visitor was on', () => {
    const html = render(
      <SiteHeader shop={shop} brands={brands} cartCount={0} />,
      '/products/polo?sort=newest',
    );
    expect(html).toContain('href="/login?redirectTo=%2Fproducts%2Fpolo%3Fsort%3Dnewest"');
    expect(html).toContain('href="/signup?redirectTo=%2Fproducts%2Fpolo%3Fsort%3Dnewest"');
    expect(html).not.toContain('href="/login"');
  });

  it('renders links that work before JavaScript: menus, phone and guide', () => {
    const html = render(<SiteHeader shop={shop} brands={brands} cartCount={0} />);
    expect(html).toContain('href="#footer-nav"');
    expect(html).toContain('href="/products"');
    expect(html).toContain('href="#footer-brands"');
    expect(html).toContain('href="tel:01234567890"');
    expect(html).toContain('href="/guide"');
  });
});

describe('SiteFooter (server render)', () => {
  it('has the navigation targets, contact details and copyright', () => {
    const html = render(<SiteFooter shop={shop} brands={brands} year={2031} />);
    expect(html).toContain('id="footer-nav"');
    expect(html).toContain('id="footer-brands"');
    expect(html).toContain('href="/brands/gildan"');
    expect(html).toContain('href="mailto:hello@example.co.uk"');
    expect(html).toContain('© <!-- -->2031<!-- --> <!-- -->Test Workwear<!-- -->. All rights reserved.');
  });
});
