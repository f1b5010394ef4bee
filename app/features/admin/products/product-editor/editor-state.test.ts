import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../../../domain/product';
import { WEIGHT_GRAMS_MESSAGE } from '../../../../../domain/parcel-weight';
import { firstProductFormProblem, stepProblem } from '../../../../../domain/product-form';
import {
  discountBadge,
  draftOf,
  editorStateOf,
  EMPTY_EDITOR,
  movedSinceDraft,
  formValues,
  moved,
  productFormData,
  withDraft,
  type EditorState,
} from './editor-state';

const FULL: EditorState = {
  ...EMPTY_EDITOR,
  title: ' Site Polo ',
  price: '14.50',
  originalPrice: '20',
  description: 'Hard-wearing.',
  frontImageUrl: '/files/products/front.webp',
  sizeChartImageUrl: '/files/products/chart.webp',
  images: ['/files/products/a.webp', '/files/products/b.webp'],
  sizes: ['M', 'L'],
  colours: [
    { hex: '#1f2a44', name: 'Navy', image: '/files/products/navy.webp', backImage: null },
    { hex: '#dfff11', name: 'Hi-Vis Yellow', image: null, backImage: null },
  ],
  stockGrid: { '#1f2a44': { M: '12', L: '' }, '#dfff11': { M: 'x' }, '#000000': { M: '9' } },
  productTypes: ['polo'],
  brand: 'result',
};

describe('the product editor state', () => {
  it('shows the discount badge only when the original price is above the price', () => {
    expect(discountBadge('14.50', '20')).toBe(28);
    expect(discountBadge('20', '14.50')).toBeNull();
    expect(discountBadge('20', '')).toBeNull();
    expect(discountBadge('abc', '20')).toBeNull();
  });

  it('sends the spec’s multipart fields, the stock grid for chosen colours and sizes only', () => {
    const form = productFormData(FULL);
    expect(form.get('title')).toBe('Site Polo');
    expect(JSON.parse(String(form.get('colors')))).toEqual(['#1f2a44', '#dfff11']);
    expect(JSON.parse(String(form.get('colorNames')))).toEqual(['Navy', 'Hi-Vis Yellow']);
    expect(JSON.parse(String(form.get('colorImages')))).toEqual(['/files/products/navy.webp', '']);
    expect(JSON.parse(String(form.get('productType')))).toEqual(['polo']);
    expect(JSON.parse(String(form.get('stockGrid')))).toEqual({
      '#1f2a44': { M: 12, L: 0 },
      '#dfff11': { M: 0, L: 0 },
    });
    expect(form.get('stock')).toBe('In Stock');
    expect(firstProductFormProblem(formValues(FULL))).toBeNull();
  });

  it('sends the weight as typed, keeps it in the draft, and checks it as the server does', () => {
    const form = productFormData({ ...FULL, weightGrams: ' 420 ' });
    expect(form.get('weightGrams')).toBe('420');
    expect(productFormData(FULL).get('weightGrams')).toBe('');
    expect(draftOf({ ...FULL, weightGrams: '42x' }, 4).weightGrams).toBe('42x');
    expect(withDraft(FULL, { weightGrams: '900' }).weightGrams).toBe('900');
    expect(firstProductFormProblem(formValues({ ...FULL, weightGrams: '42x' }))).toBe(WEIGHT_GRAMS_MESSAGE);
  });

  it('keeps stock in one row when the product has no colours', () => {
    const form = productFormData({ ...FULL, colours: [], stockGrid: { default: { M: '4' } } });
    expect(JSON.parse(String(form.get('stockGrid')))).toEqual({ default: { M: 4, L: 0 } });
  });

  it('lays a draft over the starting point, field by field', () => {
    const state = withDraft(FULL, { step: 3, price: '9.99', sizes: [] });
    expect(state).toEqual({ ...FULL, price: '9.99', sizes: [] });
  });

  it('sends the stock the editor loaded, and no size pictures (the product keeps its own)', () => {
    const form = productFormData({ ...FULL, stockLoaded: { '#1f2a44': { M: 12, L: 3 } } });
    expect(JSON.parse(String(form.get('stockLoaded')))).toEqual({ '#1f2a44': { M: 12, L: 3 } });
    expect(form.has('sizeImages')).toBe(false);
  });

  describe('stock in drafts', () => {
    const LOADED: EditorState = {
      ...FULL,
      stockGrid: { '#1f2a44': { M: '20', L: '5' }, '#dfff11': { M: '3', L: '3' } },
      stockLoaded: { '#1f2a44': { M: 20, L: 5 }, '#dfff11': { M: 3, L: 3 } },
    };

    it('keeps only the figures the seller changed, each with the figure it was typed over', () => {
      const typed = { ...LOADED, stockGrid: { ...LOADED.stockGrid, '#1f2a44': { M: '20', L: '9' } } };
      const draft = draftOf(typed, 2);
      expect(draft).not.toHaveProperty('stockGrid');
      expect(draft).not.toHaveProperty('stockLoaded');
      expect(draft.stockEdits).toEqual({ '#1f2a44': { L: { from: 5, to: '9' } } });
      expect(draft.step).toBe(2);
    });

    it('restores the stock as it is now with the edits on top, based on their old figure', () => {
      // 4 Navy M sold and 1 Navy L since the draft was saved
      const now: EditorState = {
        ...LOADED,
        stockGrid: { '#1f2a44': { M: '16', L: '4' }, '#dfff11': { M: '3', L: '3' } },
        stockLoaded: { '#1f2a44': { M: 16, L: 4 }, '#dfff11': { M: 3, L: 3 } },
      };
      const draft = { title: 'Site Polo', stockEdits: { '#1f2a44': { L: { from: 5, to: '9' } } } };
      const state = withDraft(now, draft);
      expect(state.stockGrid['#1f2a44']).toEqual({ M: '16', L: '9' });
      expect(state.stockLoaded['#1f2a44']).toEqual({ M: 16, L: 5 });
      expect(movedSinceDraft(now, draft)).toEqual([
        { key: '#1f2a44', size: 'L', name: 'Navy', now: 4, was: 5 },
      ]);
      // a draft from an older editor with a whole stock grid: the grid is not taken
      const old = withDraft(now, { title: 'x', stockGrid: { '#1f2a44': { M: '20' } } } as never);
      expect(old.stockGrid).toEqual(now.stockGrid);
    });
  });

  describe('quantity prices', () => {
    const LADDER: EditorState = {
      ...FULL,
      priceBreaks: [
        { minQuantity: ' 10 ', price: '12.50' },
        { minQuantity: '50', price: ' 10.99' },
      ],
    };

    it('sends the rows as typed, trimmed, as the priceBreaks JSON field', () => {
      expect(JSON.parse(String(productFormData(LADDER).get('priceBreaks')))).toEqual([
        { minQuantity: '10', price: '12.50' },
        { minQuantity: '50', price: '10.99' },
      ]);
      expect(JSON.parse(String(productFormData(FULL).get('priceBreaks')))).toEqual([]);
      expect(firstProductFormProblem(formValues(LADDER))).toBeNull();
    });

    it('blocks Next on Basic Info with the row-named problem of the same check as the API', () => {
      const bad = { ...LADDER, priceBreaks: [{ minQuantity: '10', price: '15' }] };
      expect(stepProblem(1, formValues(bad))).toBe('Row 1: the price must be below the base price of £14.50');
    });

    it('keeps the rows in the draft and lays them back over the product', () => {
      const draft = draftOf(LADDER, 0);
      expect(draft.priceBreaks).toEqual(LADDER.priceBreaks);
      expect(withDraft(FULL, draft).priceBreaks).toEqual(LADDER.priceBreaks);
      // a draft from before quantity prices keeps the product's own
      expect(withDraft(LADDER, { title: 'x' }).priceBreaks).toEqual(LADDER.priceBreaks);
    });

    it('loads a saved product’s breaks as the boxes hold them', () => {
      const product = {
        title: 'Polo',
        price: 1450,
        originalPrice: null,
        priceBreaks: [
          { minQuantity: 10, price: 1250 },
          { minQuantity: 50, price: 1099 },
        ],
        description: '',
        stockStatus: 'In Stock',
        status: 'published',
        frontImage: '',
        backImage: null,
        sideImage: null,
        images: [],
        sizeChartImage: null,
        sizes: [],
        colours: [],
        stock: {},
        productTypes: [],
        brand: null,
      } as unknown as AdminProduct;
      expect(editorStateOf(product).priceBreaks).toEqual([
        { minQuantity: '10', price: '12.50' },
        { minQuantity: '50', price: '10.99' },
      ]);
    });
  });

  it('moves an extra picture, and ignores a move past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
