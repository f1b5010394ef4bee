import { Plus, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { formatPounds, type Pence } from '../../domain/money';
import { bandText, ladderBands, type TypedPriceBreak } from '../../domain/price-ladder';
import { MAX_PRICE_BREAKS } from '../../domain/price-breaks';
import { readPriceBreaks } from '../../domain/schemas/pricing';
import { Button } from '~/components/ui/button';
import { ErrorList, Field } from '~/components/ui/field';
import { useFocusAfterRender } from '~/components/ui/return-focus';

export type { TypedPriceBreak };

/**
 * The row and box a ladder's message is about ("Row 2: the price must be below row 1's" → row 2, its price):
 * where the seller is taken and which box is marked. Null for a message about the ladder as a whole.
 */
export function rowFieldOf(message: string): { row: number; field: 'quantity' | 'price' } | null {
  const found = /^Row (\d+): the (quantity|price)\b/.exec(message);
  return found ? { row: Number(found[1]), field: found[2] as 'quantity' | 'price' } : null;
}

/** The ids of a ladder editor's parts, from its own `id`: for focusing the box a message names. */
export const ladderIds = (id: string) => ({
  box: (row: number, field: 'quantity' | 'price') => `${id}-row-${row}-${field}`,
  add: `${id}-add`,
  error: `${id}-error`,
});

/** The box a ladder's message takes the seller to: the box it names, else the first row's (or Add). */
export function ladderFocusOf(id: string, message: string, rows: number): string {
  const ids = ladderIds(id);
  const place = rowFieldOf(message);
  if (place && place.row <= rows) return ids.box(place.row, place.field);
  return rows > 0 ? ids.box(1, 'quantity') : ids.add;
}

/**
 * What the preview says: the ladder as the shop will show it, band by band ("1–9: £14.50 each"), or a note on why
 * it cannot yet.
 */
export function ladderPreview(
  base: Pence | null,
  rows: readonly TypedPriceBreak[],
  unit: string,
  noBase: string,
): { bands: string[] } | { note: string } {
  if (base === null) return { note: noBase };
  if (rows.length === 0) return { bands: [`${formatPounds(base)} ${unit} at any quantity`] };
  const read = readPriceBreaks(base, rows);
  if ('problems' in read) return { note: 'The preview shows once every row is right.' };
  return {
    bands: ladderBands(base, read.breaks).map((band) => bandText(band, unit)),
  };
}

export interface PriceLadderEditorProps {
  /** The part's id: its boxes are `<id>-row-<n>-quantity` / `-price`, its Add button `<id>-add`. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  rows: TypedPriceBreak[];
  onChange: (rows: TypedPriceBreak[]) => void;
  /** The price from 1 (the product's price, the application fee); null while it cannot be read. */
  base: Pence | null;
  /** What the preview says while there is no base price. */
  noBase?: string;
  /** After the price in the preview: "each", "per garment". */
  unit?: string;
  /** A refusal of the ladder ("Row 2: …"), shown beside the part and marking the box it names. */
  error?: string | null;
}

/**
 * --ui Quantity prices: a ladder's rows (from quantity, price each in £), added, edited and removed, at most 8,
 * with a live preview of the ladder as the shop will show it. Used by the product editor and /admin/pricing;
 * the rows are checked by domain/schemas/pricing's readPriceBreaks, whose row-named message comes back as `error`.
 */
export function PriceLadderEditor({
  id,
  legend,
  hint,
  rows,
  onChange,
  base,
  noBase = 'Enter the price to see the ladder.',
  unit = 'each',
  error,
}: PriceLadderEditorProps) {
  const ids = ladderIds(id);
  const focusAfterRender = useFocusAfterRender();
  const place = error ? rowFieldOf(error) : null;
  const full = rows.length >= MAX_PRICE_BREAKS;
  const hintId = hint ? `${id}-hint` : undefined;
  const preview = ladderPreview(base, rows, unit, noBase);

  const edit = (index: number, change: Partial<TypedPriceBreak>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function add() {
    onChange([...rows, { minQuantity: '', price: '' }]);
    focusAfterRender(ids.box(rows.length + 1, 'quantity'));
  }

  function remove(index: number) {
    const left = rows.filter((_, i) => i !== index);
    onChange(left);
    // the row that took its place, else the one before, else Add
    const row = Math.min(index + 1, left.length);
    focusAfterRender(row > 0 ? ids.box(row, 'quantity') : ids.add);
  }

  /** A row's box: labelled "From quantity" or "Price each (£)", the row named for a screen reader. */
  const box = (index: number, field: 'quantity' | 'price') => {
    const row = index + 1;
    const marked = place?.row === row && place.field === field;
    return (
      <Field
        className="min-w-0"
        labelProps={{
          children: (
            <>
              <span className="sr-only">Row {row}: </span>
              {field === 'quantity' ? 'From quantity' : 'Price each (£)'}
            </>
          ),
        }}
        inputProps={{
          id: ids.box(row, field),
          type: 'text',
          inputMode: field === 'quantity' ? 'numeric' : 'decimal',
          autoComplete: 'off',
          maxLength: 12,
          value: field === 'quantity' ? rows[index]!.minQuantity : rows[index]!.price,
          onChange: (e) =>
            edit(index, field === 'quantity' ? { minQuantity: e.target.value } : { price: e.target.value }),
          'aria-invalid': marked || undefined,
          'aria-describedby': marked ? ids.error : undefined,
          className: 'mt-1 block h-10 w-full min-w-0',
        }}
      />
    );
  };

  return (
    <fieldset
      className="min-w-0 rounded-md border border-zinc-200 p-3"
      aria-describedby={[hintId, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined}
    >
      {/* floated: the legend sits inside the box, so a long one wraps as a heading would */}
      <legend className="float-left mb-1 w-full text-sm font-semibold text-zinc-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="clear-left text-xs text-zinc-600">
          {hint}
        </p>
      )}
      {rows.length > 0 && (
        <ol className="clear-left mt-3 flex flex-col gap-3">
          {rows.map((_, index) => (
            // a row has no identity but its place: the boxes are controlled, and focus is moved by id
            <li key={index} className="grid grid-cols-[auto_1fr_1fr_auto] items-end gap-2">
              {/* the row's number, as a refusal names it (each box's label names it for a screen reader) */}
              <span
                aria-hidden="true"
                className="w-4 pb-2.5 text-sm font-semibold text-zinc-600 tabular-nums"
              >
                {index + 1}
              </span>
              {box(index, 'quantity')}
              {box(index, 'price')}
              <Button type="button" variant="ghost" size="icon" onClick={() => remove(index)}>
                <Trash2 className="size-4" aria-hidden />
                <span className="sr-only">Remove row {index + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ErrorList id={ids.error} errors={[error]} className="clear-left mt-2 text-sm text-red-700" />
      <Button
        id={ids.add}
        type="button"
        variant="outline"
        size="sm"
        onClick={add}
        disabled={full}
        className="mt-3"
      >
        <Plus className="size-4" aria-hidden />
        {full ? `${MAX_PRICE_BREAKS} quantity prices: no more can be added` : 'Add a quantity price'}
      </Button>
      {/* an output is a polite live region (role status): the preview is read out as it changes */}
      <output className="mt-3 block rounded-md bg-zinc-50 p-2 text-sm text-zinc-800">
        <span className="font-medium">As the shop will show it: </span>
        {'note' in preview
          ? preview.note
          : preview.bands.map((band, i) => {
              const last = i === preview.bands.length - 1;
              // a band never breaks across lines; the lines break between bands
              return (
                <Fragment key={band}>
                  <span className="whitespace-nowrap">{last ? band : `${band},`}</span>
                  {last ? '' : ' '}
                </Fragment>
              );
            })}
      </output>
    </fieldset>
  );
}
