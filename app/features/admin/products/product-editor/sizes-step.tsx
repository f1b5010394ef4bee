import { useState } from 'react';
import { CheckboxField, ErrorList } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { addSize, SIZE_GROUPS } from '../../../../../domain/product-form';
import { AddField } from './add-field';
import type { Update } from './basic-info-step';
import { stockRows, type EditorState } from './editor-state';

export const CUSTOM_SIZE_INPUT = 'product-custom-size';

/** The stock now of boxes whose figure moved while the seller edited, by `colour|size`. */
export type StockNotes = Record<string, number>;

/** Step 3: sizes from the spec's catalogue or typed (kept in size order), and the stock of each colour in each size. */
export function SizesStep({
  state,
  update,
  error,
  stockNotes = {},
}: {
  state: EditorState;
  update: Update;
  error?: string;
  stockNotes?: StockNotes;
}) {
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);

  function toggle(size: string, on: boolean) {
    if (on) {
      const added = addSize(state.sizes, size);
      if (added.ok) update({ sizes: added.sizes });
    } else {
      update({ sizes: state.sizes.filter((s) => s !== size) });
    }
  }

  function addCustom() {
    const added = addSize(state.sizes, custom);
    if (!added.ok) {
      setCustomError(added.message);
      return;
    }
    setCustomError(null);
    setCustom('');
    update({ sizes: added.sizes });
  }

  return (
    <div className="flex flex-col gap-4">
      <ErrorList id="product-sizes-error" errors={[error]} className="text-sm text-red-700" />
      <div className="grid gap-3 md:grid-cols-2">
        {SIZE_GROUPS.map((group) => (
          <fieldset key={group.id} className="min-w-0 rounded-md border border-zinc-200 p-3">
            <legend className="px-1 text-sm font-medium text-zinc-900">{group.label}</legend>
            <div className="flex flex-wrap gap-2">
              {group.sizes.map((size) => {
                const checked = state.sizes.includes(size);
                return (
                  <CheckboxField
                    key={size}
                    labelProps={{
                      children: size,
                      className: cn(
                        'flex min-w-12 cursor-pointer items-center gap-1.5 rounded-md border px-2 py-1.5 text-sm',
                        checked
                          ? 'border-brand-700 bg-brand-50 text-brand-900'
                          : 'border-zinc-300 text-zinc-800',
                      ),
                    }}
                    inputProps={{ checked, onChange: (e) => toggle(size, e.target.checked) }}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <AddField
        id={CUSTOM_SIZE_INPUT}
        className="w-48 min-w-0"
        label="Custom size"
        value={custom}
        onChange={setCustom}
        onAdd={addCustom}
        // the step's own problem ("select at least one size") is read out here, where focus goes
        inputProps={{ 'aria-describedby': error ? 'product-sizes-error' : undefined }}
        error={customError}
        button="Add size"
      />
      {state.sizes.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-zinc-900">Chosen sizes</h3>
          <ul aria-label="Chosen sizes" className="mt-2 flex flex-wrap gap-2">
            {state.sizes.map((size) => (
              <li
                key={size}
                className="flex items-center gap-1 rounded-full bg-zinc-100 py-1 pr-1 pl-3 text-sm"
              >
                {size}
                <button
                  type="button"
                  onClick={() => toggle(size, false)}
                  className="rounded-full px-2 text-zinc-700 hover:bg-zinc-200"
                  aria-label={`Remove size ${size}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <StockGrid state={state} update={update} notes={stockNotes} />
    </div>
  );
}

/** How many of each colour in each size: one number box per cell, scrolling inside its own frame on a phone. */
function StockGrid({ state, update, notes }: { state: EditorState; update: Update; notes: StockNotes }) {
  if (state.sizes.length === 0) {
    return (
      <p className="text-sm text-zinc-700">Choose sizes to fill in the stock of each colour and size.</p>
    );
  }
  const rows = stockRows(state);
  const set = (key: string, size: string, value: string) =>
    update((s) => ({ stockGrid: { ...s.stockGrid, [key]: { ...s.stockGrid[key], [size]: value } } }));
  return (
    <div className="flex flex-col gap-1">
      <h3 id="stock-grid-heading" className="text-sm font-medium text-zinc-900">
        Stock per colour and size
      </h3>
      <p id="stock-grid-hint" className="text-xs text-zinc-600">
        {state.colours.length
          ? 'Colours come from the Colors step. An empty box is 0.'
          : 'Add colours in the Colors step to keep stock per colour. An empty box is 0.'}
      </p>
      <div
        className="max-w-full overflow-x-auto rounded-md border border-zinc-200"
        tabIndex={0}
        role="region"
        aria-labelledby="stock-grid-heading"
      >
        <table className="min-w-full text-sm" aria-describedby="stock-grid-hint">
          <thead className="bg-zinc-100">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Colour
              </th>
              {state.sizes.map((size) => (
                <th key={size} scope="col" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-zinc-200">
                <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                  {row.name}
                </th>
                {state.sizes.map((size) => {
                  const now = notes[`${row.key}|${size}`];
                  const noteId = `stock-note-${row.key.replace('#', '')}-${size.replace(/[^A-Za-z0-9]/g, '_')}`;
                  return (
                    <td key={size} className="px-1 py-1 align-top">
                      <input
                        type="number"
                        min={0}
                        step={1}
                        inputMode="numeric"
                        aria-label={`Stock of ${row.name} in size ${size}`}
                        aria-describedby={now === undefined ? undefined : noteId}
                        value={state.stockGrid[row.key]?.[size] ?? ''}
                        onChange={(e) => set(row.key, size, e.target.value)}
                        className={`w-20 rounded border px-2 py-1 ${now === undefined ? 'border-zinc-400' : 'border-amber-600'}`}
                      />
                      {now !== undefined && (
                        <p id={noteId} className="mt-0.5 text-xs whitespace-nowrap text-amber-900">
                          Now {now}
                        </p>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
