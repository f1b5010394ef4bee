import { useId, useState } from 'react';
import { formatPounds, type Pence } from '../../../domain/money';
import {
  NAMES_SPELLING_CHECK,
  assignSizes,
  namePriceLabel,
  namesLabel,
  namesOfSize,
  namesProblems,
  parseNamesPaste,
  sizeWord,
  type SizedName,
} from '../../../domain/names';
import { Button } from '../ui/button';
import { CheckboxField, ErrorList, TextareaField } from '../ui/field';

/**
 * Names on garments (issue 32): a name per garment, typed one per line under each size or pasted from a
 * spreadsheet (a column of names, or "size, name" rows), counted against the quantities per size, with the
 * price per name and the buyer's spelling tick. Controlled: the caller keeps the names and the tick and sends
 * them with the add (`names: [{ size, name }]`, `namesChecked`). Used by the logo wizard and the team store page.
 */
export function NamesEntry({
  quantities,
  sizes,
  maxLength,
  price,
  names,
  onNamesChange,
  checked,
  onCheckedChange,
  errors,
}: {
  /** The sizes chosen with their quantities, in the size grid's order. */
  quantities: readonly { size: string; quantity: number }[];
  /** Every size of the garment: a pasted "size, name" row may name any. */
  sizes: readonly string[];
  maxLength: number;
  price: Pence;
  names: readonly SizedName[];
  onNamesChange: (names: SizedName[]) => void;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The server's refusal, kept under the entry. */
  errors?: readonly string[];
}) {
  const [paste, setPaste] = useState('');
  const [pasteProblems, setPasteProblems] = useState<string[]>([]);
  const headingId = useId();
  const chosen = quantities.filter((q) => q.quantity > 0);
  const problems = names.length > 0 ? namesProblems(names, chosen, maxLength) : [];

  /** One size's box: its lines are that size's names (blank lines are dropped when sent). */
  const setSize = (size: string, text: string) => {
    const typed = text.split(/\r\n|\n|\r/).map((n) => ({ size, name: n.trim() }));
    const others = names.filter((n) => n.size !== size);
    onNamesChange([...others, ...typed.filter((n, i) => n.name !== '' || i < typed.length - 1)]);
  };

  const usePaste = () => {
    const parsed = parseNamesPaste(paste, sizes);
    setPasteProblems(parsed.problems);
    if (parsed.names.length === 0) return;
    onNamesChange(assignSizes(parsed.names, chosen));
    setPaste('');
  };

  const total = names.filter((n) => n.name !== '').length;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Names on garments
        </h3>
        <p className="text-sm text-slate-600">
          One name per garment, {namePriceLabel(price)}, up to {maxLength} characters each.
        </p>
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">Choose sizes and quantities first.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {chosen.map((q) => (
            <TextareaField
              key={q.size}
              look="shop"
              labelProps={{
                children: `${q.size} (${q.quantity} ${q.quantity === 1 ? 'name' : 'names'}, one per line)`,
              }}
              textareaProps={{
                value: namesOfSize(names, q.size).join('\n'),
                onChange: (e) => setSize(q.size, e.currentTarget.value),
                rows: Math.min(8, Math.max(3, q.quantity)),
                name: `names.${q.size}`,
                'aria-label': `Names for ${sizeWord(q.size)} garments`,
              }}
            />
          ))}
        </div>
      )}
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          Paste from a spreadsheet
        </summary>
        <TextareaField
          className="mt-2"
          look="shop"
          labelProps={{ children: 'A column of names, or "size, name" rows' }}
          hint="Names without a size fill the sizes above in order."
          errors={pasteProblems}
          textareaProps={{ value: paste, onChange: (e) => setPaste(e.currentTarget.value), rows: 6 }}
        />
        <Button type="button" variant="secondary" className="mt-2" onClick={usePaste}>
          Use these names
        </Button>
      </details>
      <p className="text-sm text-slate-700" aria-live="polite">
        {namesLabel(total)}: {formatPounds(total * price)}
      </p>
      <ErrorList errors={[...problems, ...(errors ?? [])]} />
      <CheckboxField
        labelProps={{ children: NAMES_SPELLING_CHECK }}
        inputProps={{
          name: 'namesChecked',
          checked,
          onChange: (e) => onCheckedChange(e.currentTarget.checked),
        }}
      />
    </section>
  );
}
