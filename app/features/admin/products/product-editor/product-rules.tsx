import { CheckboxField, Field, SelectField } from '~/components/ui/field';
import { PRODUCT_TYPES } from '../../../../../domain/catalogue';
import { HI_VIS_NOTICE, LARGE_LOGO_POSITIONS } from '../../../../../domain/hi-vis';
import { DEFAULT_WEIGHT_GRAMS, defaultWeightGrams } from '../../../../../domain/parcel-weight';
import { VAT_RATE_LABELS, VAT_RATES, type VatRate } from '../../../../../domain/vat';
import type { Update } from './basic-info-step';
import type { EditorState } from './editor-state';

export const VAT_RATE_SELECT = 'product-vat-rate';
export const HI_VIS_LARGE_LOGOS = 'product-hi-vis-large-logos';
export const WEIGHT_INPUT = 'product-weight';

/** The weight box's hint: what an empty box means for the types chosen (the heaviest type's default). */
export function weightHint(productTypes: readonly string[]): string {
  const grams = defaultWeightGrams(productTypes);
  const type = PRODUCT_TYPES.find(
    (t) => productTypes.includes(t.slug) && DEFAULT_WEIGHT_GRAMS[t.slug] === grams,
  );
  const fallback = type
    ? `the ${type.label} default of ${grams} g is used`
    : `${grams} g is used until you choose a product type`;
  return `One garment, packed, for Royal Mail Click & Drop. Left empty, ${fallback}.`;
}

/**
 * The product's rules beside its categories (issue 34): its weight for carriers' labels (issue 36), its VAT rate,
 * and on a hi-vis product whether the large positions are offered (a large logo can lower its EN ISO 20471 class).
 */
export function ProductRules({
  state,
  update,
  weightError,
}: {
  state: EditorState;
  update: Update;
  weightError?: string;
}) {
  const hiVis = state.productTypes.includes('hi-vis');
  return (
    <>
      <Field
        labelProps={{ children: 'Weight (grams)' }}
        hint={weightHint(state.productTypes)}
        errors={[weightError]}
        inputProps={{
          id: WEIGHT_INPUT,
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: String(defaultWeightGrams(state.productTypes)),
          value: state.weightGrams,
          onChange: (e) => update({ weightGrams: e.target.value }),
          className: 'mt-1 block h-10 w-full sm:max-w-40',
        }}
      />
      <SelectField
        labelProps={{ children: 'VAT rate' }}
        hint="Charged only once the shop is VAT registered. Children's clothing is usually zero-rated."
        selectProps={{
          id: VAT_RATE_SELECT,
          value: state.vatRate,
          onChange: (e) => update({ vatRate: e.target.value as VatRate }),
          className: 'mt-1 block w-full py-2 sm:max-w-sm',
        }}
      >
        {VAT_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {VAT_RATE_LABELS[rate]}
          </option>
        ))}
      </SelectField>
      {hiVis && (
        <CheckboxField
          labelProps={{ children: `Allow large logos (${LARGE_LOGO_POSITIONS.join(', ')})` }}
          hint={HI_VIS_NOTICE}
          inputProps={{
            id: HI_VIS_LARGE_LOGOS,
            checked: state.hiVisLargeLogos,
            onChange: (e) => update({ hiVisLargeLogos: e.target.checked }),
          }}
        />
      )}
    </>
  );
}
