import { PriceLadderEditor } from '~/components/price-ladder-editor';
import { Field, TextareaField } from '~/components/ui/field';
import { parsePrice } from '../../../../../domain/product-form';
import { discountBadge, type EditorState } from './editor-state';

/** The Quantity prices part's id: its boxes are `product-price-breaks-row-<n>-quantity` / `-price`. */
export const PRICE_BREAKS_ID = 'product-price-breaks';

/** A change to the editor: the fields, or a function of the latest state (for uploads that finish later). */
export type Update = (change: Partial<EditorState> | ((s: EditorState) => Partial<EditorState>)) => void;

/**
 * Step 1: title, price and original price (with the badge the shop will show), the quantity prices (with a
 * preview of the ladder), description, stock, status.
 */
export function BasicInfoStep({
  state,
  update,
  errors,
}: {
  state: EditorState;
  update: Update;
  errors: { title?: string; price?: string; priceBreaks?: string; description?: string };
}) {
  const badge = discountBadge(state.price, state.originalPrice);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        id="product-title"
        label="Title"
        required
        value={state.title}
        onChange={(title) => update({ title })}
        error={errors.title}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="product-price"
          label="Price (£)"
          required
          inputMode="decimal"
          value={state.price}
          onChange={(price) => update({ price })}
          error={errors.price}
          hint="For example 12.99"
        />
        <TextField
          id="product-original-price"
          label="Original price (£, optional)"
          inputMode="decimal"
          value={state.originalPrice}
          onChange={(originalPrice) => update({ originalPrice })}
          hint="Above the price, the shop shows it struck through with a discount badge."
        />
      </div>
      <p className="text-sm text-zinc-700" aria-live="polite">
        {badge !== null ? (
          <>
            Discount badge:{' '}
            <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">-{badge}%</span>
          </>
        ) : (
          'No discount badge.'
        )}
      </p>
      <PriceLadderEditor
        id={PRICE_BREAKS_ID}
        legend="Quantity prices (optional)"
        hint="Lower prices for bigger orders, counting every colour and size of this product in a cart. Each row's quantity must be above the last and its price below it; the price above applies from 1."
        rows={state.priceBreaks}
        onChange={(priceBreaks) => update({ priceBreaks })}
        base={parsePrice(state.price)}
        error={errors.priceBreaks}
      />
      <TextareaField
        labelProps={{ children: 'Description' }}
        textareaProps={{
          id: 'product-description',
          rows: 6,
          value: state.description,
          onChange: (e) => update({ description: e.target.value }),
        }}
        errors={[errors.description]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          legend="Stock"
          name="stock"
          value={state.stock}
          options={[
            ['In Stock', 'In Stock'],
            ['Out of Stock', 'Out of Stock'],
          ]}
          onChange={(stock) => update({ stock })}
        />
        <Choice
          legend="Status"
          name="status"
          value={state.status}
          options={[
            ['published', 'Published (shown in the shop)'],
            ['draft', 'Draft (hidden from the shop)'],
          ]}
          onChange={(status) => update({ status })}
        />
      </div>
    </div>
  );
}

/** A one-line text box of the step, its label marked * when required. */
function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  return (
    <Field
      labelProps={{
        children: (
          <>
            {props.label}
            {props.required && (
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            )}
          </>
        ),
      }}
      inputProps={{
        id: props.id,
        type: 'text',
        inputMode: props.inputMode,
        value: props.value,
        required: props.required,
        onChange: (e) => props.onChange(e.target.value),
      }}
      hint={props.hint}
      errors={[props.error]}
    />
  );
}

function Choice<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-900">{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
            className="h-4 w-4 accent-brand-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
