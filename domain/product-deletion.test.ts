import { describe, expect, it } from 'vitest';
import { bundleNames, deleteProductWarning, productDeletedMessage } from './product-deletion';

describe('deleting a product used by bundles', () => {
  it.each([
    [[{ title: 'Everyday Pack' }], 'the bundle "Everyday Pack"'],
    [[{ title: 'Everyday Pack' }, { title: 'Solo Duo' }], 'the bundles "Everyday Pack" and "Solo Duo"'],
    [[{ title: 'A' }, { title: 'B' }, { title: 'C' }], 'the bundles "A", "B" and "C"'],
  ])('names %j as %s', (bundles, names) => {
    expect(bundleNames(bundles)).toBe(names);
  });

  it('warns before and says after, naming the bundles; the spec’s words alone when there are none', () => {
    expect(deleteProductWarning([{ title: 'Everyday Pack' }])).toMatch(
      /^It is in the bundle "Everyday Pack": shoppers cannot buy that bundle while it is deleted\. /,
    );
    expect(deleteProductWarning([])).toMatch(/^It disappears from the shop at once\./);
    expect(productDeletedMessage([{ title: 'A' }, { title: 'B' }])).toBe(
      'Product deleted successfully! It was in the bundles "A" and "B": shoppers cannot buy those bundles until you restore the product.',
    );
    expect(productDeletedMessage([])).toBe('Product deleted successfully!');
  });
});
