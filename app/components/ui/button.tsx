import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * --ui Button: the shop's buttons, in one place.
 *   <Button>Save</Button>                                  primary, md
 *   <Button variant="secondary" size="field">Cancel</Button>  beside a 40 px seller field
 *   <Button asChild variant="outline"><Link to="/admin/products/new">Add product</Link></Button>
 * `type` is left as HTML has it (a button in a form submits), so `<button>` → `<Button>` changes nothing.
 * `className` is for placing the button (margins, `w-full`, `self-start`): cn() does not settle conflicts, so
 * colours, padding and height come only from `variant` and `size`.
 */

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'danger' | 'danger-outline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'field' | 'touch' | 'lg' | 'icon';

/** Every box button's frame; the focus ring's colour comes with the variant. */
const frame =
  'inline-flex items-center justify-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 aria-disabled:opacity-60';

/** Exported for the test that no variant and size fight (cn() does not settle it). */
export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  /** The shop's brand button (62 copies before the kit). */
  primary: 'bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-brand-600',
  /** White with a grey border: Cancel, Export CSV, a second action. */
  secondary:
    'border border-zinc-300 bg-white font-semibold text-zinc-800 hover:bg-zinc-50 focus-visible:outline-brand-600',
  /** Brand-coloured border and text: Restore, Add colour. */
  outline:
    'border border-brand-700 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600',
  /** What removes something, once confirmed. */
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800 focus-visible:outline-red-700',
  /** A quieter remove: red border and text. */
  'danger-outline':
    'border border-red-300 font-medium text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  /** No box until hovered: icon buttons, a row's menu. */
  ghost: 'text-zinc-700 hover:bg-zinc-100 focus-visible:outline-brand-600',
  /** A button that reads as a link (no box; `size` is ignored). */
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-brand-600',
};

/** Heights: at least 44 px on a phone (a thumb's target), the design's own from `sm:` (640 px) up. */
export const BUTTON_SIZES: Record<ButtonSize, string> = {
  /** 32 px from a tablet up. */
  sm: 'min-h-11 px-3 py-1.5 text-sm sm:min-h-8',
  /** 36 px from a tablet up: the filter bars' Apply, most forms' Save. */
  md: 'min-h-11 px-4 py-2 text-sm sm:min-h-9',
  /** 40 px from a tablet up, as tall as a seller's field (`h-10`): the seller's panels. */
  field: 'h-11 px-4 text-sm sm:h-10',
  /** 44 px at every width: the shop's buttons beside a shopper's 44 px fields (an address book, a dialog). */
  touch: 'min-h-11 px-4 text-sm',
  /** 48 px: a page's main call to action. */
  lg: 'min-h-11 px-5 py-3',
  /** A square icon button: 44 px, 32 px from a laptop up (as a row's menu button). */
  icon: 'size-11 md:size-8',
};

/** The classes of a button, for an element that cannot take `asChild` (a Radix Trigger's own className). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return variant === 'link'
    ? cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
        BUTTON_VARIANTS[variant],
        className,
      )
    : cn(frame, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Draws the one child (a `<Link>`, an `<a download>`) as the button, keeping its element. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, ...props }: ButtonProps) {
  const Element = asChild ? Slot.Root : 'button';
  return <Element className={buttonClass({ variant, size, className })} {...props} />;
}
