import { Minus, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { LOW_STOCK_BELOW, type Product } from '../../../domain/product';
import { cn } from '~/lib/cn';

export interface SelectedSize {
  size: string;
  quantity: number;
}

/** Size toggles (a group labelled Size) and a quantity stepper for each chosen size (at least 1). */
export function SizePicker({
  sizes,
  selected,
  onChange,
}: {
  sizes: Product['sizes'];
  selected: SelectedSize[];
  onChange: (next: SelectedSize[]) => void;
}) {
  const id = useId();
  const isChosen = (label: string) => selected.some((s) => s.size === label);
  const toggle = (label: string) =>
    onChange(
      isChosen(label)
        ? selected.filter((s) => s.size !== label)
        : [...selected, { size: label, quantity: 1 }],
    );
  const setQuantity = (label: string, quantity: number) =>
    onChange(selected.map((s) => (s.size === label ? { ...s, quantity: Math.max(1, quantity) } : s)));

  return (
    <div>
      <p id={id} className="text-sm font-semibold text-zinc-900">
        Size
      </p>
      <div role="group" aria-labelledby={id} className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => (
          <button
            key={s.label}
            type="button"
            disabled={s.stock <= 0}
            aria-pressed={isChosen(s.label)}
            onClick={() => toggle(s.label)}
            className={cn(
              'min-w-12 rounded-md border px-3 py-2 text-sm font-medium transition',
              isChosen(s.label)
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-zinc-300 bg-white text-zinc-800 hover:border-brand-600',
              'disabled:cursor-not-allowed disabled:border-zinc-200 disabled:bg-zinc-100 disabled:text-zinc-400 disabled:line-through',
            )}
          >
            {s.label}
            {s.stock > 0 && s.stock < LOW_STOCK_BELOW && (
              <span className="sr-only">, only {s.stock} left</span>
            )}
          </button>
        ))}
      </div>
      {selected.length > 0 && (
        <ul
          className="mt-4 divide-y divide-zinc-200 rounded-lg border border-zinc-200"
          aria-label="Chosen sizes"
        >
          {selected.map((s) => {
            const stock = sizes.find((z) => z.label === s.size)?.stock ?? 0;
            return (
              <li key={s.size} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="text-sm font-medium">
                  {s.size}
                  {stock < LOW_STOCK_BELOW && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                      Only {stock} left
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => setQuantity(s.size, s.quantity - 1)}
                    disabled={s.quantity <= 1}
                    aria-label={`Fewer ${s.size}`}
                    className="rounded border border-zinc-300 p-1.5 disabled:opacity-40"
                  >
                    <Minus aria-hidden className="size-3.5" />
                  </button>
                  <span
                    className="w-10 text-center text-sm tabular-nums"
                    aria-live="polite"
                    aria-label={`${s.size} quantity`}
                  >
                    {s.quantity}
                  </span>
                  <button
                    type="button"
                    onClick={() => setQuantity(s.size, Math.min(stock, s.quantity + 1))}
                    disabled={s.quantity >= stock}
                    aria-label={`More ${s.size}`}
                    className="rounded border border-zinc-300 p-1.5 disabled:opacity-40"
                  >
                    <Plus aria-hidden className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    onClick={() => toggle(s.size)}
                    aria-label={`Remove ${s.size}`}
                    className="ml-1 rounded p-1.5 text-zinc-500 hover:bg-zinc-100"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
