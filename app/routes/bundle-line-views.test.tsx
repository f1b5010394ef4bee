import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bundleLineOf, type BundleGarment, type LineItem } from '../../domain/line-item';
import { CartLines } from '~/features/cart/cart-lines';
import { emptyAddress } from '~/features/checkout/checkout.server';
import { CheckoutForm } from '~/features/checkout/checkout-form';
import { OrderLines } from '~/components/line/order-lines';
import { garmentLine } from '../../tests/helpers/line-items';

/*
 * Beside the routes: the one bundle line as the order pages, the cart and the checkout draw it, and only a
 * route may put two features (cart, checkout) together.
 */

const garment = (
  title: string,
  colour: string,
  hex: string,
  size: string,
  quantity: number,
  unitPrice: number,
): BundleGarment => ({
  productId: `p-${title}`,
  title,
  productTypes: [title === 'Heavy Hoodie' ? 'hoodie' : 't-shirt'],
  image: `/files/${title}-${colour}.webp`,
  backImage: null,
  colour,
  colourHex: hex,
  size,
  quantity,
  unitPrice,
});

const bundle: LineItem = {
  id: 'b1',
  productId: null,
  title: 'Everyday Team Bundle',
  productTypes: [],
  image: '/files/bundle.webp',
  backImage: null,
  colour: '',
  colourHex: null,
  size: '',
  quantity: 2,
  unitPrice: 9900,
  decorations: [
    {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'text', text: 'ACME', font: 'Serif' },
      isPreviousLogo: false,
    },
  ],
  notes: null,
  bundle: bundleLineOf('bundle-1', [
    garment('Classic Tee', 'Navy', '#1f3f7a', 'M', 3, 1000),
    garment('Classic Tee', 'Red', '#c62828', 'L', 2, 1000),
    garment('Work Polo', 'Black', '#000000', 'XL', 3, 1500),
    garment('Heavy Hoodie', 'Grey', '#888888', 'L', 2, 2500),
  ]),
  goods: 19_800,
  logoCharge: 11_000,
};
const single = garmentLine({ id: 's1' });

const render = (element: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub initialEntries={['/']} />).replace(/<!-- -->/g, '');
};

/** Each garment as a bundle line lists it, and the saving on two bundles (£145 alone, £99 each). */
function expectGarments(html: string) {
  for (const text of [
    '3 × Classic Tee · Navy · M',
    '2 × Classic Tee · Red · L',
    '3 × Work Polo · Black · XL',
    '2 × Heavy Hoodie · Grey · L',
    'Each bundle holds:',
    'You save £92.00 against buying the garments separately',
  ])
    expect(html).toContain(text);
}

describe('a bundle line', () => {
  it('is one line on the order pages (customer’s and seller’s), with its garments, logo and mock-ups', () => {
    const html = render(<OrderLines lines={[bundle, single]} />);
    expectGarments(html);
    expect(html).toContain('href="/bundle/bundle-1"');
    expect(html).toContain('Bundle of 10 garments');
    expect(html).toContain('2 x £99.00');
    expect(html).toContain('£308.00');
    expect(html).toContain('Left Breast: Embroidery, text &#x27;ACME&#x27; in Serif');
    // a mock-up per product and colour, each with the logo
    for (const alt of [
      'Classic Tee in Navy',
      'Classic Tee in Red',
      'Work Polo in Black',
      'Heavy Hoodie in Grey',
    ])
      expect(html).toContain(`alt="${alt} with your logo on the Left Breast"`);
    expect(html).toContain('aria-label="Mock-ups of the bundle’s garments"');
    // no size or colour of its own
    expect(html).not.toContain('Everyday Team Bundle ()');
    expect(html).not.toContain('Colour </p>');
    // the garment line reads as before
    expect(html).toContain('Work Polo (M)');
    expect(html).toContain('Colour Navy');
  });

  it('offers its count of bundles and Remove in the cart, no logo or size changes', () => {
    const html = render(<CartLines lines={[bundle, single]} />);
    expectGarments(html);
    expect(html).toContain('Bundle of 10 garments · £99.00 each bundle');
    expect(html).toContain('aria-label="Remove Everyday Team Bundle (bundle)"');
    expect(html).toContain('aria-label="Quantity of Everyday Team Bundle (bundle)"');
    expect(html).toContain('Logo £5.50 per garment, 10 in a bundle');
    expect(html).not.toContain('Add a logo to Everyday Team Bundle');
    expect(html).not.toContain('Edit the Left Breast logo of Everyday Team Bundle');
    // the single line keeps its logo controls; the summary counts the bundle's garments
    expect(html).toContain('Add a logo to Work Polo (M, Navy)');
    expect(html).toContain('Subtotal (22 items)');
  });

  it('is summarised at checkout with its garments', () => {
    const html = render(
      <CheckoutForm
        lines={[bundle, single]}
        shippingType="standard"
        user={null}
        hasActivePromos={false}
        cancelled={false}
        initialAddress={emptyAddress()}
        savedAddresses={[]}
        chosenAddressId={null}
        problems={null}
      />,
    );
    expectGarments(html);
    expect(html).toContain('2 x £99.00 · Bundle of 10 garments');
    expect(html).toContain('2 x £15.00 · Size M · Colour Navy');
  });
});
