import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import { LOW_STOCK_BELOW, type Product } from '../../../domain/product';
import { clampQuantity } from '../../../domain/quantity';
import { SIZE_QUANTITY_FIELD } from '../../../domain/cart-fields';
import { cn } from '~/lib/cn';

export interface SelectedSize {
  size: string;
  quantity: number;
}

/**
 * The size grid: every size with a number input labelled by the size (and its stock), where a buyer types how
 * many of each at once, with - and + beside it. An empty size is not chosen. Typed values outside 1 to 10,000
 * or above the stock are clamped, and a message says so. The inputs are named `quantity.<size>`, so the grid
 * posts as a form without JavaScript.
 */
export function SizePicker({
  sizes,
  selected,
  onChange,
  columns = 'grid-cols-2 sm:grid-cols-3',
}: {
  sizes: Product['sizes'];
  selected: SelectedSize[];
  onChange: (next: SelectedSize[]) => void;
  /** The grid's columns, by width: a narrower place (the seller's quote editor) takes fewer. */
  columns?: string;
}) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const quantityOf = (label: string) => selected.find((s) => s.size === label)?.quantity ?? 0;

  /** The new choice, in the grid's order of sizes so the cart lines follow it. */
  const setQuantity = (label: string, quantity: number) => {
    const next = new Map(selected.map((s) => [s.size, s.quantity]));
    if (quantity > 0) next.set(label, quantity);
    else next.delete(label);
    onChange(
      sizes.flatMap((s) => {
        const q = next.get(s.label);
        return q ? [{ size: s.label, quantity: q }] : [];
      }),
    );
  };
  const type = (label: string, stock: number, typed: string | number) => {
    const { quantity, message: why } = clampQuantity(typed, { stock, allowNone: true, size: label });
    setMessage(why);
    setQuantity(label, quantity);
  };

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-zinc-900">Size</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600">
        Type how many of each size you need (up to {MAX_LINE_QUANTITY.toLocaleString('en-GB')} per size).
      </p>
      <div className={cn('mt-2 grid gap-2', columns)}>
        {sizes.map((s) => {
          const inputId = `${id}-${s.label}`;
          const out = s.stock <= 0;
          const quantity = quantityOf(s.label);
          const max = Math.min(s.stock, MAX_LINE_QUANTITY);
          return (
            <div
              key={s.label}
              className={cn(
                'flex flex-col gap-1 rounded-lg border p-2',
                quantity > 0 ? 'border-brand-700 bg-brand-50' : ['border-zinc-200', out && 'bg-zinc-50'],
              )}
            >
              <label htmlFor={inputId} className="flex items-baseline justify-between gap-2 text-sm">
                <span className={cn('font-semibold', out && 'text-zinc-600 line-through')}>{s.label}</span>{' '}
                {out ? (
                  <span className="text-xs text-zinc-600">Out of stock</span>
                ) : (
                  s.stock < LOW_STOCK_BELOW && (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                      Only {s.stock} left
                    </span>
                  )
                )}
              </label>
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => type(s.label, s.stock, quantity - 1)}
                  disabled={out || quantity <= 0}
                  aria-label={`Fewer ${s.label}`}
                  className="flex size-11 shrink-0 items-center justify-center rounded-md border border-zinc-300 bg-white disabled:opacity-40"
                >
                  <Minus aria-hidden className="size-4" />
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  name={`${SIZE_QUANTITY_FIELD}${s.label}`}
                  min={0}
                  max={max}
                  step={1}
                  placeholder="0"
                  disabled={out}
                  value={quantity > 0 ? String(quantity) : ''}
                  onChange={(e) => type(s.label, s.stock, e.target.value)}
                  className="h-11 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-center text-base tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-zinc-100"
                />
                <button
                  type="button"
                  onClick={() => type(s.label, s.stock, quantity + 1)}
                  disabled={out || quantity >= max}
                  aria-label={`More ${s.label}`}
                  className="flex size-11 shrink-0 items-center justify-center rounded-md border border-zinc-300 bg-white disabled:opacity-40"
                >
                  <Plus aria-hidden className="size-4" />
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-amber-800">
        {message}
      </p>
    </fieldset>
  );
}
