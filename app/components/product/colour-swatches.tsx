import { useId } from 'react';
import type { Product } from '../../../domain/product';
import { cn } from '~/lib/cn';

/** Colour choice as a radio group labelled Colour; each swatch is named by its colour. */
export function ColourSwatches({
  colours,
  value,
  onChange,
  name = 'colour',
}: {
  colours: Pick<Product['colours'][number], 'name' | 'hex'>[];
  value: string | null;
  onChange: (name: string) => void;
  /** The radios' name: each group on a page needs its own (several garments in one form). */
  name?: string;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend id={id} className="text-sm font-semibold text-zinc-900">
        Colour{value ? <span className="font-normal text-zinc-600">: {value}</span> : null}
      </legend>
      <div role="radiogroup" aria-labelledby={id} className="mt-2 flex flex-wrap gap-2">
        {colours.map((c) => (
          <label key={c.name} className="relative cursor-pointer" title={c.name}>
            <input
              type="radio"
              name={name}
              value={c.name}
              checked={value === c.name}
              onChange={() => onChange(c.name)}
              aria-label={c.name}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'block size-9 rounded-full border border-zinc-300 ring-offset-2 peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
              )}
              style={{ backgroundColor: c.hex }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
