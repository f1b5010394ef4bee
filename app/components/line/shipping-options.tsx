import { useId } from 'react';
import { formatPounds, formatShippingCost, type Pence } from '../../../domain/money';
import {
  FREE_DELIVERY_COUNTS,
  FREE_STANDARD_SHIPPING_FROM,
  SHIPPING_OPTIONS,
  SHIPPING_TYPES,
  shippingCost,
  type ShippingType,
} from '../../../domain/shipping';
import { cn } from '~/lib/cn';

/** The shipping choice as radio cards, each with its time and its cost for this order ('Free' from £100). */
export function ShippingOptions({
  value,
  onChange,
  orderBeforeDiscount,
  types = SHIPPING_TYPES,
  name,
  form,
  idPrefix,
  className,
}: {
  value: ShippingType;
  onChange: (type: ShippingType) => void;
  /** Garments, logo charges and setup fees: what the free-delivery threshold counts. */
  orderBeforeDiscount: Pence;
  /** The choices offered (checkout offers only the delivery country's); all three by default (the cart). */
  types?: readonly ShippingType[];
  /** The field name when the choice is posted with a form, and that form's id. */
  name?: string;
  form?: string;
  /** Gives each radio the id `${idPrefix}-${type}` (to focus it). */
  idPrefix?: string;
  className?: string;
}) {
  const ownName = useId();
  const noteId = useId();
  const all = types.length === SHIPPING_TYPES.length;
  return (
    <>
      <div className={cn('grid gap-2', className)}>
        {types.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-zinc-200 bg-white p-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              id={idPrefix ? `${idPrefix}-${type}` : undefined}
              name={name ?? ownName}
              form={form}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              aria-describedby={noteId}
              className="accent-brand-700"
            />
            <span className="flex-1">
              {SHIPPING_OPTIONS[type].label}
              <span className="block text-xs text-zinc-600">{SHIPPING_OPTIONS[type].days}</span>
            </span>
            <span className="font-medium tabular-nums">
              {formatShippingCost(shippingCost(type, orderBeforeDiscount))}
            </span>
          </label>
        ))}
      </div>
      <p id={noteId} className="mt-2 text-xs text-zinc-600">
        {all &&
          'Standard and Expedited are for UK addresses; International is for addresses outside the UK. '}
        {types.includes('standard') &&
          `Standard UK delivery is free on orders of ${formatPounds(FREE_STANDARD_SHIPPING_FROM, { wholePounds: 'short' })} or more (${FREE_DELIVERY_COUNTS}).`}
        {!types.includes('standard') && 'International delivery is for addresses outside the UK.'}
      </p>
    </>
  );
}
