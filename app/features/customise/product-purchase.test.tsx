import { describe, expect, it } from 'vitest';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import type { PurchaseProduct } from '../../../domain/product';
import { ProductPurchase } from './product-purchase';

const BREAKS = [
  { minQuantity: 10, price: 1199 },
  { minQuantity: 25, price: 1099 },
];

const product: PurchaseProduct = {
  id: 'p1',
  title: 'Classic Polo',
  price: 1299,
  priceBreaks: BREAKS,
  frontImage: '/files/polo.webp',
  backImage: null,
  productTypes: ['polo'],
  colours: [{ hex: '#1f3f7a', name: 'Navy', image: '/files/polo.webp' }],
  sizes: [
    { label: 'M', stock: 50 },
    { label: 'L', stock: 50 },
  ],
};

/** The buying panel as the server draws it with sizes already typed (a refused post coming back). */
function purchase(sizes: { size: string; quantity: number }[], p: PurchaseProduct = product) {
  return pageText(
    renderAt(
      <ProductPurchase product={p} variant="product-page" initial={{ colour: 'Navy', sizes }} />,
      '/product/p1',
    ),
  );
}

describe('the size grid’s live price', () => {
  it('counts every size together: the price each, the total and the next break', () => {
    const shown = purchase([
      { size: 'M', quantity: 6 },
      { size: 'L', quantity: 4 },
    ]);
    expect(shown).toContain('10 items selected · Total £119.90');
    expect(shown).toContain('£11.99 each · 10+ price');
    expect(shown).toContain('Add 15 more to pay £10.99 each');
  });

  it('below every break: the base price and how many more reach the first', () => {
    const shown = purchase([{ size: 'M', quantity: 7 }]);
    expect(shown).toContain('7 items selected · Total £90.93');
    expect(shown).toContain('£12.99 each');
    expect(shown).toContain('Add 3 more to pay £11.99 each');
  });

  it('says no price each or nudge for a product with one price', () => {
    const shown = purchase([{ size: 'M', quantity: 7 }], { ...product, priceBreaks: [] });
    expect(shown).toContain('7 items selected · Total £90.93');
    expect(shown).not.toMatch(/£[\d.]+ each|Add \d+ more/);
  });
});

describe('a link naming a colour', () => {
  const twoColours: PurchaseProduct = {
    ...product,
    colours: [...product.colours, { hex: '#c00000', name: 'Red', image: '/files/polo-red.webp' }],
  };
  const chosen = (url: string) =>
    pageText(renderAt(<ProductPurchase product={twoColours} variant="product-page" />, url)).match(
      /Colour ?: (\w+)/,
    )?.[1] ?? null;

  it('arrives with that colour chosen (the Merchant feed’s links)', () => {
    expect(chosen('/product/p1?colour=Red')).toBe('Red');
    expect(chosen('/product/p1?colour=Navy')).toBe('Navy');
  });

  it('chooses nothing for a colour the product does not have, or without one', () => {
    expect(chosen('/product/p1?colour=Purple')).toBeNull();
    expect(chosen('/product/p1')).toBeNull();
  });
});
