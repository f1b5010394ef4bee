import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ladderFocusOf,
  ladderPreview,
  PriceLadderEditor,
  rowFieldOf,
  type PriceLadderEditorProps,
} from './price-ladder-editor';

function render(props: Partial<PriceLadderEditorProps> = {}) {
  const html = renderToStaticMarkup(
    <PriceLadderEditor
      id="ladder"
      legend="Quantity prices"
      rows={[]}
      onChange={() => undefined}
      base={1450}
      {...props}
    />,
  );
  return new JSDOM(html).window.document;
}

const labelOf = (doc: Document, id: string) => doc.querySelector(`label[for="${id}"]`)?.textContent;
const rows = (...pairs: [string, string][]) => pairs.map(([minQuantity, price]) => ({ minQuantity, price }));

describe('the quantity prices editor', () => {
  it('labels each row’s boxes and its remove button by the row', () => {
    const doc = render({ rows: rows(['10', '12.50'], ['50', '10.99']) });
    expect(labelOf(doc, 'ladder-row-2-quantity')).toBe('Row 2: From quantity');
    expect(labelOf(doc, 'ladder-row-2-price')).toBe('Row 2: Price each (£)');
    expect((doc.getElementById('ladder-row-2-price') as HTMLInputElement).value).toBe('10.99');
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Remove row 1',
      'Remove row 2',
      'Add a quantity price',
    ]);
    expect(doc.body.textContent).toContain(
      'As the shop will show it: 1–9: £14.50 each, 10–49: £12.50 each, 50+: £10.99 each',
    );
  });

  it('says when it is full: 8 rows, the Add button disabled and saying so', () => {
    const doc = render({
      rows: Array.from({ length: 8 }, (_, i) => ({ minQuantity: `${i + 2}`, price: '1' })),
    });
    const add = doc.getElementById('ladder-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.textContent).toBe('8 quantity prices: no more can be added');
  });

  it('shows a refusal beside the part and marks the box it names', () => {
    const error = "Row 2: the price must be below row 1's";
    const doc = render({ rows: rows(['10', '12.50'], ['20', '13']), error });
    expect(doc.getElementById('ladder-error')?.textContent).toBe(error);
    const price = doc.getElementById('ladder-row-2-price')!;
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe('ladder-error');
    expect(doc.getElementById('ladder-row-2-quantity')!.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe('ladder-error');
  });

  it('previews the ladder only when every row is right, and says why not otherwise', () => {
    const unit = 'each';
    const noBase = 'Enter the price to see the ladder.';
    expect(ladderPreview(1450, [], unit, noBase)).toEqual({ bands: ['£14.50 each at any quantity'] });
    expect(ladderPreview(null, rows(['10', '12']), unit, noBase)).toEqual({ note: noBase });
    expect(ladderPreview(1450, rows(['10', '15']), unit, noBase)).toEqual({
      note: 'The preview shows once every row is right.',
    });
    expect(ladderPreview(550, rows(['10', '4.95']), 'per garment', noBase)).toEqual({
      bands: ['1–9: £5.50 per garment', '10+: £4.95 per garment'],
    });
  });

  it.each([
    ["Row 3: the quantity must be more than row 2's", { row: 3, field: 'quantity' }],
    ['Row 1: the price must be below the base price of £14.50', { row: 1, field: 'price' }],
    ['At most 8 quantity prices', null],
  ])('reads "%s" as the box it names', (message, place) => {
    expect(rowFieldOf(message)).toEqual(place);
  });

  it('takes the seller to the box a message names, else the first row or Add', () => {
    expect(ladderFocusOf('ladder', 'Row 2: the price must be at least £0.01', 3)).toBe('ladder-row-2-price');
    expect(ladderFocusOf('ladder', 'At most 8 quantity prices', 9)).toBe('ladder-row-1-quantity');
    expect(ladderFocusOf('ladder', 'At most 8 quantity prices', 0)).toBe('ladder-add');
  });
});
