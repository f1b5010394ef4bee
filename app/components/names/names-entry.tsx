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

/** A size's box as typed: its lines are that size's names; blank lines are not names. */
export function typedNames(size: string, text: string): SizedName[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((n) => n.trim())
    .filter((n) => n !== '')
    .map((name) => ({ size, name }));
}

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
  title = 'Names on garments',
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
  /** The section's heading (an h3). */
  title?: string;
}) {
  const [paste, setPaste] = useState('');
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteProblems, setPasteProblems] = useState<string[]>([]);
  // each box's text as typed (blank lines and all), until names come from elsewhere (a paste, the caller)
  const [typed, setTyped] = useState<{ names: readonly SizedName[]; text: Record<string, string> }>({
    names,
    text: {},
  });
  const text = typed.names === names ? typed.text : {};
  const headingId = useId();
  const pasteId = useId();
  const chosen = quantities.filter((q) => q.quantity > 0);
  const problems = names.length > 0 ? namesProblems(names, chosen, maxLength) : [];

  const setSize = (size: string, value: string) => {
    const next = [...names.filter((n) => n.size !== size), ...typedNames(size, value)];
    // keep the sizes in the grid's order, so the names go to the server as the buyer sees them
    next.sort(
      (a, b) => chosen.findIndex((q) => q.size === a.size) - chosen.findIndex((q) => q.size === b.size),
    );
    setTyped({ names: next, text: { ...text, [size]: value } });
    onNamesChange(next);
  };

  const usePaste = () => {
    const parsed = parseNamesPaste(paste, sizes);
    setPasteProblems(parsed.problems);
    if (parsed.names.length === 0) return;
    onNamesChange(assignSizes(parsed.names, chosen));
    setPaste('');
    // the names are in the boxes above now: the paste box folds away
    setPasteOpen(false);
  };

  const total = names.length;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-zinc-900">
          {title}
        </h3>
        <p className="text-sm text-zinc-600">
          One name per garment, {namePriceLabel(price)}, up to {maxLength} characters each.
        </p>
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm text-zinc-600">Choose sizes and quantities first.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {chosen.map((q) => {
            const count = namesOfSize(names, q.size).length;
            return (
              <TextareaField
                key={q.size}
                look="shop"
                labelProps={{
                  children: `Names for size ${q.size}, one per line (${q.quantity} ${q.quantity === 1 ? 'garment' : 'garments'})`,
                }}
                hint={`${count} of ${q.quantity} ${sizeWord(q.size)} ${q.quantity === 1 ? 'name' : 'names'}`}
                textareaProps={{
                  value: text[q.size] ?? namesOfSize(names, q.size).join('\n'),
                  onChange: (e) => setSize(q.size, e.currentTarget.value),
                  rows: Math.min(8, Math.max(3, q.quantity)),
                  name: `names.${q.size}`,
                  autoComplete: 'off',
                  spellCheck: true,
                }}
              />
            );
          })}
        </div>
      )}
      <details
        className="rounded-md border border-zinc-200 p-3"
        open={pasteOpen}
        onToggle={(e) => setPasteOpen(e.currentTarget.open)}
      >
        <summary className="min-h-6 cursor-pointer text-sm font-medium text-zinc-800">
          Paste from a spreadsheet
        </summary>
        <TextareaField
          className="mt-2"
          look="shop"
          labelProps={{ children: 'A column of names, or "size, name" rows' }}
          hint="Names without a size fill the sizes above in order. Using them replaces the names above."
          errors={pasteProblems}
          textareaProps={{
            id: pasteId,
            value: paste,
            onChange: (e) => setPaste(e.currentTarget.value),
            rows: 6,
            autoComplete: 'off',
          }}
        />
        <Button type="button" variant="secondary" className="mt-2" onClick={usePaste}>
          Use these names
        </Button>
      </details>
      <p className="text-sm font-medium text-zinc-800" aria-live="polite">
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
