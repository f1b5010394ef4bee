import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Link } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  buttonClass,
  type ButtonSize,
  type ButtonVariant,
} from './button';

const variants = Object.keys(BUTTON_VARIANTS) as ButtonVariant[];
const sizes = Object.keys(BUTTON_SIZES) as ButtonSize[];

describe('Button', () => {
  it("is today's primary button by default, leaving `type` to HTML", () => {
    const html = renderToStaticMarkup(<Button>Save</Button>);
    expect(html).toMatch(/^<button class="[^"]*">Save<\/button>$/);
    for (const c of [
      'bg-brand-700',
      'px-4',
      'py-2',
      'text-sm',
      'font-semibold',
      'text-white',
      'hover:bg-brand-800',
    ])
      expect(html).toContain(c);
  });

  it('is at least 44 px tall on a phone in every size', () => {
    for (const size of sizes) expect(BUTTON_SIZES[size]).toMatch(/(^| )(min-h-11|h-11|size-11)( |$)/);
  });

  it.each(variants.flatMap((v) => sizes.map((s) => [v, s] as const)))(
    '%s %s puts no two fighting utilities on the button (cn() would not settle them)',
    (variant, size) => {
      const classes = buttonClass({ variant, size, className: 'mt-4 w-full' });
      expect(twMerge(classes).split(' ').sort()).toEqual(classes.split(' ').sort());
    },
  );

  it('draws a Link as a button with asChild, keeping the link', () => {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <Button asChild variant="secondary" size="sm">
            <Link to="/admin/products/new">Add product</Link>
          </Button>
        ),
      },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={['/admin/products']} />);
    expect(html).toMatch(/<a [^>]*href="\/admin\/products\/new"[^>]*>Add product<\/a>/);
    expect(html).toContain('border-zinc-300');
    expect(html).not.toContain('<button');
  });

  it('a link-like button has no box, whatever the size', () => {
    const classes = buttonClass({ variant: 'link', size: 'lg' });
    expect(classes).toContain('underline');
    expect(classes).not.toContain('px-5');
    expect(classes).not.toContain('min-h-11');
  });

  it('passes the rest of its props to the button', () => {
    const html = renderToStaticMarkup(
      <Button type="submit" disabled aria-label="Save the draft" variant="danger">
        Save
      </Button>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-label="Save the draft"');
    expect(html).toContain('bg-red-700');
  });
});
