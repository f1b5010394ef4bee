import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CartVatInfo } from '../domain/cart-vat-view';
import type { Product } from '../domain/product';
import { DEFAULT_DECORATION_PRICING } from '../domain/pricing';
import { organizationJsonLd, productJsonLd } from '../domain/seo';
import { NO_VAT_MODE, orderVat, type VatMode } from '../domain/vat';
import { faqItems } from '../app/features/faq/faq-content';
import { CartLines } from '../app/features/cart/cart-lines';
import { CheckoutForm } from '../app/features/checkout/checkout-form';
import { emptyAddress } from '../app/features/checkout/checkout.server';
import { SiteFooter } from '../app/components/layout/site-footer';
import { Price, VatNote } from '../app/components/ui/price';
import type { RootData } from '../app/lib/use-root-data';
import VatInformation, { meta as vatInfoMeta } from '../app/routes/info/vat-information';
import PriceGuide, { meta as priceGuideMeta } from '../app/routes/info/price-guide';
import Faqs from '../app/routes/info/faqs';
import PaymentInfo from '../app/routes/info/payment-info';
import { renderMail } from '../server/mail/render';
import { SAMPLE_LINES, SAMPLE_ORDER } from '../server/mail/samples';
import { OrderConfirmationMail } from '../server/mail/templates/order-confirmation';
import { TEST_SHOP } from './factories';
import { lineItem } from './helpers/line-items';
import { pageText } from './helpers/server-render';

const CHARGED: VatMode = { charged: true, vatNumber: 'GB123456789', startDay: '2026-12-01' };
const MODES = [
  ['not VAT registered', NO_VAT_MODE],
  ['VAT registered', CHARGED],
] as const;

const rootData = (vat: VatMode): RootData => ({
  shop: TEST_SHOP,
  brands: [],
  user: null,
  cartCount: 0,
  visitorKnown: true,
  year: 2026,
  origin: 'https://shop.example',
  pricing: DEFAULT_DECORATION_PRICING,
  vat,
});

/** The page's text, drawn under a root route whose data carries the mode (as root.tsx's loader does). */
function textIn(vat: VatMode, node: ReactNode, url = '/page'): string {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ path: '*', Component: () => node }] },
  ]);
  return pageText(
    renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root: rootData(vat) } }} />),
  );
}

/** The `meta` of a page with the root's data among its matches. */
const metaDescription = (
  meta: (args: never) => unknown,
  vat: VatMode,
  loaderData: unknown = { pricing: DEFAULT_DECORATION_PRICING },
) => {
  const tags = meta({
    matches: [
      { id: 'root', pathname: '/', loaderData: rootData(vat) },
      { id: 'page', pathname: '/x' },
    ],
    loaderData,
    data: loaderData,
  } as never) as { name?: string; content?: string }[];
  return tags.find((t) => t.name === 'description')?.content ?? '';
};

/** What a page's loader gives its component: the shop's decoration prices. */
const pageProps: unknown = { loaderData: { pricing: DEFAULT_DECORATION_PRICING } };

const lines = [
  lineItem({ id: 'polo', productId: 'p1', quantity: 2, unitPrice: 1200, goods: 2400 }),
  lineItem({ id: 'kids', productId: 'p2', title: 'Kids Tee', quantity: 1, unitPrice: 600, goods: 600 }),
];
const cartVat = (mode: VatMode, trade = false): CartVatInfo | null =>
  mode.charged ? { vatNumber: mode.vatNumber, lineRates: { polo: 'standard', kids: 'zero' }, trade } : null;

const checkoutProps = {
  shippingType: 'standard' as const,
  user: null,
  hasActivePromos: false,
  cancelled: false,
  initialAddress: emptyAddress(),
  savedAddresses: [],
  chosenAddressId: null,
  problems: null,
  pricing: DEFAULT_DECORATION_PRICING,
};

const product: Product = {
  id: '0b6a4f7e-7a1c-4c3e-9a51-1f1f2b3c4d5e',
  title: 'Klassic Polo',
  description: 'A polo.',
  brand: null,
  productTypes: ['polo'],
  price: 1299,
  priceBreaks: [],
  originalPrice: null,
  discountPercent: null,
  frontImage: '/files/demo/polo-front.webp',
  backImage: null,
  sideImage: null,
  images: [],
  colours: [],
  sizes: [{ label: 'M', stock: 3 }],
  sizeChartImage: null,
  rating: 0,
  reviewCount: 0,
  isNew: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  stockStatus: 'In Stock',
  available: true,
};

/**
 * Every place the shop speaks of VAT, drawn in both modes (issue 34): not registered, the words it has always
 * used; registered, prices including VAT at 20% with the VAT number, and VAT rows in the cart and checkout.
 */
describe.each(MODES)('the VAT sentences, %s', (name, mode) => {
  const charged = mode.charged;

  it('the footer', () => {
    const text = textIn(mode, <SiteFooter shop={TEST_SHOP} brands={[]} year={2026} vat={mode} />);
    if (charged) expect(text).toContain('Prices include VAT at 20%. VAT number GB123456789.');
    else expect(text).toContain('No VAT charged — prices are final.');
    expect(text.includes('No VAT')).toBe(!charged);
  });

  it('a price on the product page and listings', () => {
    const text = textIn(mode, <Price price={1299} />);
    expect(text.trim()).toBe(charged ? '£12.99 inc. VAT' : '£12.99');
    // a bundle's price, drawn without <Price>
    expect(
      textIn(
        mode,
        <p>
          £45.00 <VatNote />
        </p>,
      ).trim(),
    ).toBe(charged ? '£45.00 inc. VAT' : '£45.00');
  });

  it('the cart’s totals', () => {
    const text = textIn(mode, <CartLines lines={lines} vat={cartVat(mode)} />, '/cart');
    if (!charged) {
      expect(text).toContain('VAT No VAT Charged');
      expect(text).not.toMatch(/Net at|VAT at/);
      return;
    }
    expect(text).not.toContain('No VAT');
    // £24 of polos (standard) and £6 of a kids’ tee (zero-rated), with the delivery shared by what each cost
    expect(text).toMatch(
      /Net at 20% £[\d.]+ VAT at 20% \(included\) £[\d.]+ Net at 0% \(zero-rated\) £[\d.]+/,
    );
    expect(text).toMatch(/VAT at 0% \(zero-rated\) \(included\) £0\.00 Total £/);
  });

  it('the checkout’s summary, and a trade buyer’s ex-VAT prices', () => {
    const text = textIn(
      mode,
      <CheckoutForm lines={lines} vat={cartVat(mode)} {...checkoutProps} />,
      '/checkout',
    );
    expect(text.includes('No VAT Charged')).toBe(!charged);
    expect(/VAT at 20% \(included\)/.test(text)).toBe(charged);
    if (!charged) return;
    const trade = textIn(
      mode,
      <CheckoutForm lines={lines} vat={cartVat(mode, true)} {...checkoutProps} />,
      '/checkout',
    );
    // £24.00 of polos is £20.00 without VAT; the total is the same gross
    expect(trade).toContain('£20.00 ex. VAT');
    expect(trade).toMatch(/Total ex\. VAT £[\d.]+ VAT at 20% £[\d.]+ VAT at 0% \(zero-rated\) £0\.00 Total/);
    const total = (t: string) => /Total £([\d.]+)/.exec(t.replace(/Total ex\. VAT £[\d.]+/, ''))?.[1];
    expect(total(trade)).toBe(total(text));
  });

  it('the FAQ', () => {
    const vat = faqItems(DEFAULT_DECORATION_PRICING, mode).find((i) => i.id === 'vat')!;
    expect(vat.answer[0]).toMatch(
      charged ? /^Yes\. We are VAT-registered \(VAT number GB123456789\)/ : /^No\. We are not VAT-registered/,
    );
    const page = textIn(mode, <Faqs {...(pageProps as Parameters<typeof Faqs>[0])} />, '/faqs');
    expect(page).toContain('Do you charge VAT?');
  });

  it('the VAT information page', () => {
    const text = textIn(mode, <VatInformation />, '/vat-information');
    const description = metaDescription(vatInfoMeta as never, mode);
    if (charged) {
      expect(text).toContain('Prices include VAT at 20%. Our VAT number is GB123456789.');
      expect(text).toContain(
        'is registered for Value Added Tax (VAT) in the United Kingdom, VAT number GB123456789, from 1 December 2026',
      );
      expect(description).toContain('GB123456789');
      expect(text).not.toMatch(/No VAT|not currently registered/);
    } else {
      expect(text).toContain('No VAT charged. All prices on our website are final prices');
      expect(text).toContain('is not currently registered for Value Added Tax (VAT)');
      expect(text).toContain('your cart and checkout show ‘No VAT Charged’');
      expect(description).toBe(
        'We are not VAT-registered, so no VAT is charged on any order and the prices shown are final.',
      );
    }
  });

  it('the price guide and payment information pages', () => {
    const guide = textIn(
      mode,
      <PriceGuide {...(pageProps as Parameters<typeof PriceGuide>[0])} />,
      '/price-guide',
    );
    const payment = textIn(mode, <PaymentInfo />, '/payment-info');
    const description = metaDescription(priceGuideMeta as never, mode);
    if (charged) {
      expect(guide).toContain('every price includes VAT at 20%');
      expect(guide).toContain('VAT included: the price you see is the price you pay');
      expect(payment).toContain('VAT number GB123456789) and our prices include VAT at 20%');
      expect(description).toContain('with VAT at 20% included');
      for (const t of [guide, payment, description]) expect(t).not.toMatch(/no VAT/i);
    } else {
      expect(guide).toContain('No hidden extras and no VAT: the price you see is the price you pay.');
      expect(guide).toContain('No VAT: the price you see is the price you pay');
      expect(payment).toContain('We are not VAT-registered, so no VAT is added');
      expect(description).toMatch(/ and no VAT\. See what we customise/);
    }
  });

  it('the JSON-LD of a product and of the shop', () => {
    const offer = productJsonLd('https://shop.example', product, {}, mode).offers as {
      priceSpecification?: { valueAddedTaxIncluded?: boolean; price: string }[];
    };
    const organisation = organizationJsonLd('https://shop.example', TEST_SHOP, mode);
    if (charged) {
      expect(offer.priceSpecification).toEqual([
        {
          '@type': 'UnitPriceSpecification',
          price: '12.99',
          priceCurrency: 'GBP',
          valueAddedTaxIncluded: true,
        },
      ]);
      expect(organisation.vatID).toBe('GB123456789');
    } else {
      expect(offer).not.toHaveProperty('priceSpecification');
      expect(organisation).not.toHaveProperty('vatID');
    }
  });

  it('the order confirmation mail’s VAT row, from what the order stored', () => {
    const order = {
      ...SAMPLE_ORDER,
      vat: charged
        ? orderVat(
            { lines: [{ gross: 1299, rate: 'standard' }], setupFees: 0, discount: 0, shipping: 0 },
            'GB123456789',
          )
        : null,
    };
    const mail = renderMail(
      <OrderConfirmationMail
        order={order}
        lines={SAMPLE_LINES.map((line) => ({ line, picture: null, garmentMockups: [] }))}
        shop={TEST_SHOP}
        orderUrl="https://shop.example/orders/1"
      />,
    );
    expect(mail.text).toContain(
      charged ? 'VAT: VAT included — VAT number GB123456789' : 'VAT: No VAT Charged',
    );
    expect(pageText(mail.html)).toContain(
      charged ? 'VAT included — VAT number GB123456789' : 'No VAT Charged',
    );
  });
  void name;
});
