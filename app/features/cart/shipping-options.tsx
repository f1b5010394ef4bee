import { useId } from 'react';
import { formatShippingCost, type Pence } from '../../../domain/money';
import { SHIPPING_OPTIONS, SHIPPING_TYPES, shippingCost, type ShippingType } from '../../../domain/shipping';
import { cn } from '~/lib/cn';

/** The shipping choice as radio cards, each with its time and its cost for this order ('Free' from £100). */
export function ShippingOptions({
  value,
  onChange,
  orderBeforeDiscount,
  className,
}: {
  value: ShippingType;
  onChange: (type: ShippingType) => void;
  /** Goods before discount, which decide free standard delivery. */
  /** Garments, logo charges and setup fees: what the free-delivery threshold counts. */
  orderBeforeDiscount: Pence;
  className?: string;
}) {
  const name = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      {SHIPPING_TYPES.map((type) => (
        <label
          key={type}
          className="flex cursor-pointer items-center gap-2 rounded-md border border-zinc-200 bg-white p-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className="accent-brand-700"
          />
          <span className="flex-1">
            {SHIPPING_OPTIONS[type].label}
            <span className="block text-xs text-zinc-500">{SHIPPING_OPTIONS[type].days}</span>
          </span>
          <span className="font-medium tabular-nums">
            {formatShippingCost(shippingCost(type, orderBeforeDiscount))}
          </span>
        </label>
      ))}
    </div>
  );
}
