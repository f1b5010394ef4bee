import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_TYPES, productTypePlural } from '../../../../domain/catalogue';
import { MAX_LINE_QUANTITY } from '../../../../domain/pricing';
import { GarmentMockupViews, type MockupDecoration } from '~/components/mockup/garment-mockup';
import { ColourSwatches } from '~/components/product/colour-swatches';
import { SizePicker } from '~/components/product/size-picker';
import { Button } from '~/components/ui/button';
import { ErrorList, OptionList, SelectField } from '~/components/ui/field';
import {
  garmentCount,
  type GarmentChoice,
  type QuoteFormErrors,
  type QuoteProductOption,
} from './quote-form';

/** The picker's products by product type, in the shop's order of types. */
export function productGroups(products: readonly QuoteProductOption[]) {
  const order = (type: string) => {
    const at = PRODUCT_TYPES.findIndex((t) => t.slug === type);
    return at === -1 ? PRODUCT_TYPES.length : at;
  };
  const groups = new Map<string, QuoteProductOption[]>();
  for (const p of products) {
    const type = p.productTypes[0] ?? '';
    groups.set(type, [...(groups.get(type) ?? []), p]);
  }
  return [...groups].sort(([a], [b]) => order(a) - order(b));
}

/**
 * One garment of the request: the product from the catalogue, then its colour and a quantity per size (the product
 * page's own swatches and size grid; a quote is not limited by today's stock), beside its mock-up with the logo.
 */
export function GarmentCard({
  index,
  garment,
  shared,
  onChange,
  onRemove,
}: {
  index: number;
  garment: GarmentChoice;
  /** What every card reads: the catalogue, the form's problems, the decoration its mock-up draws. */
  shared: {
    products: readonly QuoteProductOption[];
    groups: ReturnType<typeof productGroups>;
    errors: QuoteFormErrors;
    decorations: readonly MockupDecoration[];
  };
  onChange: (next: GarmentChoice) => void;
  /** Absent on the only card. */
  onRemove?: () => void;
}) {
  const { products, groups, errors, decorations } = shared;
  const id = useId();
  const product = products.find((p) => p.id === garment.productId) ?? null;
  const at = `garments.${index}`;
  const label = `Garment ${index + 1}`;
  const count = garmentCount(garment);
  return (
    // on a phone the card is the section's own width (a border and padding would squeeze the size grid)
    <li className="border-t border-zinc-200 pt-4 first:border-t-0 first:pt-0 sm:rounded-xl sm:border sm:p-5 sm:first:border-t sm:first:pt-5">
      <fieldset className="relative">
        {/* floated, the legend lays out as a block beside the Remove button */}
        <legend className="float-left flex min-h-11 w-full items-center pr-32 font-semibold text-brand-900 sm:min-h-8">
          {label}
          {product && <span className="sr-only">: {product.title}</span>}
        </legend>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            className="absolute top-0 right-0"
          >
            <Trash2 aria-hidden className="size-4" /> Remove<span className="sr-only"> {label}</span>
          </Button>
        )}
        <SelectField
          look="shop"
          className="clear-both pt-3"
          labelProps={{ children: 'Product' }}
          errors={[errors[`${at}.product`]]}
          selectProps={{
            value: garment.productId,
            onChange: (e) => {
              const next = products.find((p) => p.id === e.target.value);
              onChange({
                ...garment,
                productId: e.target.value,
                // a new product's colours and sizes are its own: one colour is no choice to make
                colour: next?.colours.length === 1 ? next.colours[0]!.name : null,
                sizes: [],
              });
            },
          }}
        >
          <option value="">Choose a garment…</option>
          {groups.map(([type, list]) => (
            <optgroup key={type} label={productTypePlural(type)}>
              <OptionList options={list.map((p) => [p.id, p.title] as const)} />
            </optgroup>
          ))}
        </SelectField>
        {product && (
          <div className="mt-4 grid gap-4 sm:grid-cols-[8rem_1fr]">
            <GarmentMockupViews
              product={product}
              colour={garment.colour}
              decorations={decorations}
              size="sm"
              className="sm:flex-col"
              viewClassName="size-24 rounded-md sm:size-32"
            />
            <div className="flex min-w-0 flex-col gap-4">
              <div>
                <ColourSwatches
                  name={`${id}-colour`}
                  colours={product.colours}
                  value={garment.colour}
                  onChange={(colour) => onChange({ ...garment, colour })}
                />
                <ErrorList errors={[errors[`${at}.colour`]]} />
              </div>
              <div>
                <SizePicker
                  // a quote is priced and made to order: any size, up to the line's limit, whatever is in stock
                  sizes={product.sizes.map((label) => ({ label, stock: MAX_LINE_QUANTITY }))}
                  selected={garment.sizes}
                  onChange={(sizes) => onChange({ ...garment, sizes })}
                />
                <ErrorList errors={[errors[`${at}.sizes`]]} />
              </div>
              <p className="text-sm text-zinc-700" aria-live="polite">
                {count > 0 && (
                  <>
                    <strong className="font-semibold text-zinc-900 tabular-nums">{count}</strong>{' '}
                    {count === 1 ? 'garment' : 'garments'}
                    {garment.colour ? ` in ${garment.colour}` : ''}
                  </>
                )}
              </p>
            </div>
          </div>
        )}
      </fieldset>
    </li>
  );
}
