import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ErrorList, Field } from '~/components/ui/field';
import { SWATCHES, swatchName } from '../../../../../domain/swatches';
import type { Update } from './basic-info-step';
import type { EditorColour, EditorState } from './editor-state';
import { PictureField } from './picture-field';

/** Step 4: the 62 swatches and a custom colour, each chosen colour named and with its own pictures. */
export function ColoursStep({
  state,
  update,
  error,
}: {
  state: EditorState;
  update: Update;
  error?: string;
}) {
  const [custom, setCustom] = useState('#1f3f7a');
  const [message, setMessage] = useState('');
  const chosen = new Set(state.colours.map((c) => c.hex));

  function add(hex: string, name: string) {
    const key = hex.toLowerCase();
    if (chosen.has(key)) {
      setMessage(`${name} is already added.`);
      return;
    }
    update((s) => ({ colours: [...s.colours, { hex: key, name, image: null, backImage: null }] }));
    setMessage(`${name} added.`);
  }

  function remove(hex: string) {
    const colour = state.colours.find((c) => c.hex === hex);
    update((s) => {
      const { [hex]: _gone, ...stockGrid } = s.stockGrid;
      return { colours: s.colours.filter((c) => c.hex !== hex), stockGrid };
    });
    setMessage(`${colour?.name || hex} removed.`);
  }

  function change(hex: string, change: Partial<EditorColour>) {
    update((s) => ({ colours: s.colours.map((c) => (c.hex === hex ? { ...c, ...change } : c)) }));
  }

  return (
    <div className="flex flex-col gap-4">
      <ErrorList id="product-colours-error" errors={[error]} className="text-sm text-red-700" />
      <fieldset className="min-w-0 rounded-md border border-zinc-200 p-3">
        <legend className="px-1 text-sm font-medium text-zinc-900">Swatches</legend>
        <p className="mb-2 text-xs text-zinc-600">Press a swatch to add or remove its colour.</p>
        <ul
          className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2"
          aria-label="Swatch colours"
        >
          {SWATCHES.map((s) => {
            const on = chosen.has(s.hex);
            return (
              <li key={s.hex}>
                <button
                  type="button"
                  aria-pressed={on}
                  title={s.name}
                  onClick={() => (on ? remove(s.hex) : add(s.hex, s.name))}
                  className={`flex h-11 w-11 items-center justify-center rounded-md border-2 ${
                    on ? 'border-brand-700 ring-2 ring-brand-600 ring-offset-1' : 'border-zinc-300'
                  }`}
                  style={{ backgroundColor: s.hex }}
                >
                  <span className="sr-only">{s.name}</span>
                  {on && (
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-white px-1 text-xs font-bold text-brand-900 shadow"
                    >
                      ✓
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="product-custom-colour" className="text-sm font-medium text-zinc-900">
            Custom colour
          </label>
          <input
            id="product-custom-colour"
            type="color"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            aria-describedby={error ? 'product-colours-error' : undefined}
            className="h-11 w-20 rounded-md border border-zinc-400 bg-white p-1"
          />
        </div>
        <Button type="button" variant="outline" onClick={() => add(custom, swatchName(custom) ?? custom)}>
          Add custom colour
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
      {state.colours.length === 0 ? (
        <p className="text-sm text-zinc-700">
          No colours yet: the product is sold in one colour, its front image.
        </p>
      ) : (
        <ul aria-label="Chosen colours" className="flex flex-col gap-3">
          {state.colours.map((c) => (
            <li
              key={c.hex}
              className="flex min-w-0 flex-col gap-3 rounded-md border border-zinc-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-end gap-3">
                <span
                  aria-hidden="true"
                  className="h-10 w-10 shrink-0 rounded-md border border-zinc-300"
                  style={{ backgroundColor: c.hex }}
                />
                <Field
                  className="min-w-0 flex-1"
                  labelProps={{ children: `Name of colour ${c.hex}` }}
                  inputProps={{
                    id: `colour-name-${c.hex.slice(1)}`,
                    type: 'text',
                    value: c.name,
                    onChange: (e) => change(c.hex, { name: e.target.value }),
                  }}
                />
                <Button type="button" variant="danger-outline" onClick={() => remove(c.hex)}>
                  Remove<span className="sr-only"> colour {c.name || c.hex}</span>
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <PictureField
                  label={`${c.name || c.hex} front picture`}
                  compact
                  value={c.image}
                  onChange={(image) => change(c.hex, { image })}
                  hint="Without one, the product's front image is shown."
                />
                <PictureField
                  label={`${c.name || c.hex} back picture (optional)`}
                  compact
                  value={c.backImage}
                  onChange={(backImage) => change(c.hex, { backImage })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
