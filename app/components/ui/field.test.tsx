import { JSDOM } from 'jsdom';
import { twMerge } from 'tailwind-merge';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CheckboxField,
  ErrorList,
  Field,
  OptionList,
  SelectField,
  TextareaField,
  fieldBox,
  fieldLook,
  shopFieldLook,
} from './field';

/** The server render as a document, to read the wiring as a browser would. */
function render(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  return { html, doc: new JSDOM(html).window.document };
}

/** The elements an attribute of ids names (aria-describedby, aria-labelledby). */
function named(doc: Document, ids: string | null) {
  return (ids ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => doc.getElementById(id)?.textContent);
}

describe('Field', () => {
  it('labels its input, with no ARIA left over when all is well', () => {
    const { doc } = render(
      <Field labelProps={{ children: 'E-mail' }} inputProps={{ name: 'email', type: 'email' }} />,
    );
    const input = doc.querySelector('input')!;
    expect(input.id).not.toBe('');
    expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('E-mail');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.getAttribute('name')).toBe('email');
  });

  it('marks the input invalid and names its hint and its error, in that order', () => {
    const { doc } = render(
      <Field
        labelProps={{ children: 'Price' }}
        inputProps={{ id: 'product-price', name: 'price' }}
        hint="In pounds, VAT included"
        errors={['Enter a price']}
      />,
    );
    const input = doc.querySelector('input')!;
    expect(input.id).toBe('product-price');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('product-price-hint product-price-error');
    expect(named(doc, input.getAttribute('aria-describedby'))).toEqual([
      'In pounds, VAT included',
      'Enter a price',
    ]);
  });

  it('keeps a description the caller gave, and leaves empty errors out', () => {
    const { doc } = render(
      <Field
        labelProps={{ children: 'Code' }}
        inputProps={{ id: 'code', 'aria-describedby': 'code-rules' }}
        errors={[null, undefined, '']}
      />,
    );
    const input = doc.querySelector('input')!;
    expect(input.getAttribute('aria-describedby')).toBe('code-rules');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.getElementById('code-error')).toBeNull();
  });

  it("draws today's field, its box replaced whole by the input's className", () => {
    const plain = render(<Field labelProps={{ children: 'Name' }} inputProps={{}} />).doc;
    expect(plain.querySelector('input')!.className).toContain('mt-1 block w-full py-2');
    expect(plain.querySelector('input')!.className).toContain('border-zinc-300');
    expect(plain.querySelector('label')!.className).toBe('block text-sm font-medium text-zinc-800');

    const seller = render(
      <Field
        labelProps={{ children: 'Name', className: 'sr-only' }}
        inputProps={{ className: 'h-10 w-64' }}
      />,
    ).doc;
    expect(seller.querySelector('input')!.className).toContain('h-10 w-64');
    expect(seller.querySelector('input')!.className).not.toContain('w-full');
    expect(seller.querySelector('label')!.className).toBe('sr-only');
  });

  it('draws the shop\'s own field with look="shop": 16 px text, the wiring the same', () => {
    const { doc } = render(
      <Field
        look="shop"
        labelProps={{ children: 'Email' }}
        inputProps={{ id: 'email', className: 'mt-1 block h-11 w-full' }}
        errors={['Enter your email']}
      />,
    );
    const input = doc.querySelector('input')!;
    expect(input.className).toContain('shadow-sm');
    expect(input.className).toContain('h-11');
    expect(input.className).not.toContain('text-sm');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['seller', fieldLook],
    ['shop', shopFieldLook],
  ])('the %s look puts no two fighting utilities on a control with its box', (_look, look) => {
    for (const box of [fieldBox, 'mt-1 block h-11 w-full', 'h-10 w-64']) {
      const classes = `${look} ${box}`;
      expect(twMerge(classes).split(' ').sort()).toEqual(classes.split(' ').sort());
    }
  });

  it('gives two fields on one page their own ids', () => {
    const { doc } = render(
      <>
        <Field labelProps={{ children: 'First' }} inputProps={{}} errors={['Required']} />
        <Field labelProps={{ children: 'Last' }} inputProps={{}} errors={['Required']} />
      </>,
    );
    const [first, last] = [...doc.querySelectorAll('input')];
    expect(first!.id).not.toBe(last!.id);
    expect(first!.getAttribute('aria-describedby')).toBe(`${first!.id}-error`);
    expect(last!.getAttribute('aria-describedby')).toBe(`${last!.id}-error`);
  });
});

describe('TextareaField, SelectField, CheckboxField', () => {
  it('wire their control the same way', () => {
    const { doc } = render(
      <>
        <TextareaField
          labelProps={{ children: 'Note' }}
          textareaProps={{ id: 'note', rows: 3 }}
          hint="Only you see it"
          errors={['Too long']}
        />
        <SelectField
          labelProps={{ children: 'Carrier' }}
          selectProps={{ id: 'carrier', defaultValue: 'dpd' }}
          errors={['Pick one']}
        >
          {null}
        </SelectField>
        <CheckboxField
          labelProps={{ children: 'Refund too' }}
          inputProps={{ id: 'refund', name: 'refund' }}
          errors={['Tick to refund']}
        />
      </>,
    );
    const textarea = doc.querySelector('textarea')!;
    expect(doc.querySelector('label[for="note"]')?.textContent).toBe('Note');
    expect(textarea.getAttribute('aria-describedby')).toBe('note-hint note-error');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');

    const select = doc.querySelector('select')!;
    expect(doc.querySelector('label[for="carrier"]')?.textContent).toBe('Carrier');
    expect(select.getAttribute('aria-describedby')).toBe('carrier-error');

    const box = doc.querySelector('input[type="checkbox"]')!;
    expect(box.closest('label')?.textContent).toBe('Refund too');
    expect(box.closest('label')?.hasAttribute('for')).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('refund-error');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it("a select's options are its children", () => {
    const { doc } = render(
      <SelectField labelProps={{ children: 'Status' }} selectProps={{ name: 'status', defaultValue: 'b' }}>
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>,
    );
    expect([...doc.querySelectorAll('option')].map((o) => [o.value, o.selected])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});

describe('ErrorList', () => {
  it('is nothing without errors', () => {
    expect(renderToStaticMarkup(<ErrorList id="x-error" errors={[]} />)).toBe('');
    expect(renderToStaticMarkup(<ErrorList id="x-error" errors={undefined} />)).toBe('');
  });

  it('is a paragraph for one error and a list for several, under its id', () => {
    expect(renderToStaticMarkup(<ErrorList id="x-error" errors={['Required']} />)).toBe(
      '<p id="x-error" class="mt-1 text-sm text-red-700">Required</p>',
    );
    const { doc } = render(
      <ErrorList id="y-error" errors={['Too short', 'Too short', 'No digits']} announce />,
    );
    const list = doc.getElementById('y-error')!;
    expect(list.tagName).toBe('UL');
    expect(list.getAttribute('role')).toBe('alert');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Too short',
      'Too short',
      'No digits',
    ]);
  });
});

describe('OptionList', () => {
  it("draws each value as its own label, or a pair's label", () => {
    const html = renderToStaticMarkup(
      <select>
        <OptionList options={['DPD', ['tshirts', 'T-Shirts']]} />
      </select>,
    );
    expect(html).toBe(
      '<select><option value="DPD">DPD</option><option value="tshirts">T-Shirts</option></select>',
    );
  });
});
