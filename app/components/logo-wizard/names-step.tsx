import {
  LOGO_FONTS,
  LOGO_METHODS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from '../../../domain/catalogue';
import { namePriceLabel, type NamePricing } from '../../../domain/names';
import { NamesEntry } from '~/components/names/names-entry';
import { CheckboxField, OptionList, SelectField } from '~/components/ui/field';
import { freeNamePositions, namesPosition, type WizardNames } from './names-state';

/**
 * The wizard's optional "Names on garments" (issue 32), once the sizes and quantities are chosen: a tick to
 * add a name to each garment (its price per name from the shop's pricing settings, shown before adding), then
 * where (a position no logo uses), how and in which font, and the names themselves (NamesEntry).
 */
export function NamesStep({
  value,
  onChange,
  quantities,
  sizes,
  pricing,
  taken,
}: {
  value: WizardNames;
  onChange: (names: WizardNames) => void;
  quantities: readonly { size: string; quantity: number }[];
  sizes: readonly string[];
  pricing: NamePricing;
  /** The positions the logos use. */
  taken: ReadonlySet<LogoPosition>;
}) {
  const set = (patch: Partial<WizardNames>) => onChange({ ...value, ...patch });
  const free = freeNamePositions(taken);
  const position = namesPosition(value, taken);
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-3">
      <CheckboxField
        labelProps={{
          children: `Add a name to each garment (optional, ${namePriceLabel(pricing.price)})`,
          className: 'flex min-h-11 items-center gap-2 text-sm font-semibold text-zinc-900',
        }}
        inputProps={{
          name: 'namesOn',
          checked: value.on,
          disabled: free.length === 0 && !value.on,
          onChange: (e) => set({ on: e.currentTarget.checked }),
        }}
      />
      {value.on && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              look="shop"
              labelProps={{ children: 'Names position' }}
              selectProps={{
                name: 'namePosition',
                value: position ?? '',
                onChange: (e) => set({ position: e.currentTarget.value as LogoPosition }),
              }}
            >
              <OptionList options={free} />
            </SelectField>
            <SelectField
              look="shop"
              labelProps={{ children: 'Names method' }}
              selectProps={{
                name: 'nameMethod',
                value: value.method,
                onChange: (e) => set({ method: e.currentTarget.value as LogoMethod }),
              }}
            >
              <OptionList options={LOGO_METHODS} />
            </SelectField>
            <SelectField
              look="shop"
              labelProps={{ children: 'Names font' }}
              selectProps={{
                name: 'nameFont',
                value: value.font,
                onChange: (e) => set({ font: e.currentTarget.value as LogoFont }),
              }}
            >
              <OptionList options={LOGO_FONTS} />
            </SelectField>
          </div>
          <NamesEntry
            quantities={quantities}
            sizes={sizes}
            maxLength={pricing.maxLength}
            price={pricing.price}
            names={value.names}
            onNamesChange={(names) => set({ names })}
            checked={value.checked}
            onCheckedChange={(checked) => set({ checked })}
            title="Names"
          />
        </>
      )}
    </div>
  );
}
