import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SectionSelection } from '../../../domain/bundles';
import { BundleSelection } from './bundle-selection';
import type { BundlePageSection } from '~/lib/bundle-view';

const section: BundlePageSection = {
  position: 0,
  productId: 'p1',
  title: 'Work Polo',
  requiredQuantity: 3,
  colours: [
    { hex: '#1f3f7a', name: 'Navy' },
    { hex: '#000000', name: 'Black' },
  ],
  sizes: ['S', 'M', 'L'],
  available: true,
  image: '/p1.webp',
  price: 1299,
  product: {
    id: 'p1',
    title: 'Work Polo',
    frontImage: '/p1.webp',
    backImage: null,
    productTypes: ['polo'],
    colours: [],
  },
  // Navy: S plenty, M three left, L none; Black: plenty
  stock: { '#1f3f7a': { S: 99, M: 3, L: 0 }, '#000000': { S: 99, M: 99, L: 99 } },
};

function render(selection: SectionSelection, sections = [section]) {
  return renderToString(
    <BundleSelection sections={sections} selections={[selection]} onChange={() => {}} disabled={false} />,
  );
}

/** The opening tag of the button with this accessible name. */
const button = (html: string, name: string) =>
  new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the bundle selection (server render)', () => {
  it('heads each section with its counter and offers the colours not chosen yet', () => {
    const html = render({ colours: ['#1f3f7a'], quantities: { '#1f3f7a': { S: 1 } } });
    expect(html).toContain('Product <!-- -->1');
    expect(html).toMatch(/1<!-- --> of <!-- -->3<!-- --> selected/);
    expect(html).toContain('<option value="#000000">Black</option>');
    expect(html).not.toContain('<option value="#1f3f7a">');
    expect(html).not.toContain('Maximum reached');
  });

  it("shows 'Only N left' under 10, 'Out of stock' at 0, and plus stops at the stock", () => {
    const html = render({ colours: ['#1f3f7a'], quantities: { '#1f3f7a': { M: 2 } } });
    expect(html).toContain('Only 3 left');
    expect(html).toContain('Out of stock');
    expect(button(html, 'Add one Navy M')).not.toContain('disabled=""');
    expect(button(html, 'Add one Navy L')).toContain('disabled=""');
    expect(button(html, 'Remove one Navy S')).toContain('disabled=""');
  });

  it("says 'Maximum reached' and disables every plus when the section is full; a filled colour cannot be removed, an empty one can", () => {
    const html = render({ colours: ['#1f3f7a', '#000000'], quantities: { '#1f3f7a': { S: 3 } } });
    expect(html).toContain('Maximum reached');
    for (const name of ['Add one Navy S', 'Add one Navy M', 'Add one Black S', 'Add one Black L'])
      expect(button(html, name)).toContain('disabled=""');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Remove <!-- -->Navy/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Remove <!-- -->Black/);
  });

  it('says so when the product is no longer available', () => {
    const html = render({ colours: [], quantities: {} }, [{ ...section, available: false }]);
    expect(html).toContain('This product is no longer available');
    expect(html).not.toContain('<select');
  });
});
