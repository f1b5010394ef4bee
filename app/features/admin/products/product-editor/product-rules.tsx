import { CheckboxField, SelectField } from '~/components/ui/field';
import { HI_VIS_NOTICE, LARGE_LOGO_POSITIONS } from '../../../../../domain/hi-vis';
import { VAT_RATE_LABELS, VAT_RATES, type VatRate } from '../../../../../domain/vat';
import type { Update } from './basic-info-step';
import type { EditorState } from './editor-state';

export const VAT_RATE_SELECT = 'product-vat-rate';
export const HI_VIS_LARGE_LOGOS = 'product-hi-vis-large-logos';

/**
 * The product's rules beside its categories (issue 34): its VAT rate, and on a hi-vis product whether the large
 * positions are offered (a large logo can lower its EN ISO 20471 class).
 */
export function ProductRules({ state, update }: { state: EditorState; update: Update }) {
  const hiVis = state.productTypes.includes('hi-vis');
  return (
    <>
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
