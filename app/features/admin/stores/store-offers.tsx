import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ErrorList, Field, OptionList, SelectField } from '~/components/ui/field';
import { LOGO_METHODS, LOGO_POSITIONS, type LogoPosition } from '../../../../domain/catalogue';
import { STORE_MAX_PRODUCTS } from '../../../../domain/team-stores';
import { Swatch, type ErrorsFor } from './store-fields';
import { offerFieldId, STORE_FIELD_IDS, type OfferForm } from './store-form';
import type { StoreProduct } from './store-products';

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);

/** One garment of the store: its colours (with swatches), its store price and where the logo goes, and how. */
function OfferEditor(props: {
  offer: OfferForm;
  product: StoreProduct | undefined;
  errorsFor: ErrorsFor;
  onChange: (patch: Partial<OfferForm>) => void;
  onRemove: () => void;
}) {
  const { offer, product } = props;
  const title = product?.title ?? 'Unknown product';
  const id = (part: Parameters<typeof offerFieldId>[1]) => offerFieldId(offer.key, part);
  const colourErrors = props.errorsFor(id('colours'));
  const positionErrors = props.errorsFor(id('positions'));
  // positions in the shop's order, whatever order they were ticked in
  const setPosition = (position: LogoPosition, on: boolean) =>
    props.onChange({
      positions: LOGO_POSITIONS.filter((p) => (p === position ? on : offer.positions.includes(p))),
    });
  return (
    <li className="min-w-0 rounded-lg border border-zinc-200 bg-white p-3 sm:p-4">
      <div className="flex items-start gap-3">
        {product?.image && (
          <img
            src={product.image}
            alt=""
            className="size-16 shrink-0 rounded-md border border-zinc-200 object-contain"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-zinc-900">{title}</h3>
          {product?.brand && <p className="text-xs text-zinc-600">{product.brand}</p>}
          {product?.unavailable && (
            <p className="mt-1 text-xs font-medium text-amber-800">
              No longer sold in the shop: members do not see it.
            </p>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={props.onRemove}
          aria-label={`Remove ${title}`}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>

      <fieldset
        className="mt-3 min-w-0"
        aria-describedby={colourErrors ? `${id('colours')}-error` : undefined}
      >
        <legend className="text-sm font-medium text-zinc-800">Colours offered</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {(product?.colours ?? []).map((c, i) => (
            <label key={c.name} className="flex min-h-6 items-center gap-2 text-sm text-zinc-800">
              <input
                type="checkbox"
                id={i === 0 ? id('colours') : undefined}
                className="size-4 accent-brand-700"
                checked={offer.colours.includes(c.name)}
                onChange={(e) =>
                  props.onChange({ colours: toggled(offer.colours, c.name, e.target.checked) })
                }
                aria-invalid={colourErrors ? true : undefined}
              />
              <Swatch hex={c.hex} />
              {c.name}
            </label>
          ))}
        </div>
        <ErrorList id={`${id('colours')}-error`} errors={colourErrors} />
      </fieldset>

      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          labelProps={{ children: 'Store price each (£)' }}
          inputProps={{
            type: 'text',
            id: id('price'),
            inputMode: 'decimal',
            value: offer.price,
            onChange: (e) => props.onChange({ price: e.target.value }),
            className: 'mt-1 block h-10 w-full',
          }}
          hint="With the logo; members pay no setup fee."
          errors={props.errorsFor(id('price'))}
        />
        <SelectField
          labelProps={{ children: 'Logo method' }}
          selectProps={{
            id: id('method'),
            value: offer.method,
            onChange: (e) => props.onChange({ method: e.target.value as OfferForm['method'] }),
            className: 'mt-1 block h-10 w-full',
          }}
          errors={props.errorsFor(id('method'))}
        >
          <OptionList options={LOGO_METHODS} />
        </SelectField>
      </div>

      <fieldset
        className="mt-3 min-w-0"
        aria-describedby={positionErrors ? `${id('positions')}-error` : undefined}
      >
        <legend className="text-sm font-medium text-zinc-800">Where the logo goes</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {LOGO_POSITIONS.map((p, i) => (
            <label key={p} className="flex min-h-6 items-center gap-2 text-sm text-zinc-800">
              <input
                type="checkbox"
                id={i === 0 ? id('positions') : undefined}
                className="size-4 accent-brand-700"
                checked={offer.positions.includes(p)}
                onChange={(e) => setPosition(p, e.target.checked)}
                aria-invalid={positionErrors ? true : undefined}
              />
              {p}
            </label>
          ))}
        </div>
        <ErrorList id={`${id('positions')}-error`} errors={positionErrors} />
      </fieldset>
    </li>
  );
}

/**
 * The garments the store offers: a product picked from the catalogue is added with none of its colours yet, the
 * logo on the left breast; each is set here. Each product once.
 */
export function StoreOffers(props: {
  offers: OfferForm[];
  products: StoreProduct[];
  errorsFor: ErrorsFor;
  onAdd: (product: StoreProduct) => void;
  onChange: (key: string, patch: Partial<OfferForm>) => void;
  onRemove: (key: string) => void;
}) {
  const [picked, setPicked] = useState('');
  const offered = new Set(props.offers.map((o) => o.productId));
  const choosable = props.products.filter((p) => !offered.has(p.id) && !p.unavailable);
  const full = props.offers.length >= STORE_MAX_PRODUCTS;
  const productOf = (id: string) => props.products.find((p) => p.id === id);

  function add() {
    const product = productOf(picked);
    if (!product) return;
    props.onAdd(product);
    setPicked('');
  }

  return (
    <div className="grid min-w-0 gap-3">
      {props.offers.length > 0 ? (
        <ul aria-label="Garments offered" className="grid min-w-0 gap-3">
          {props.offers.map((offer) => (
            <OfferEditor
              key={offer.key}
              offer={offer}
              product={productOf(offer.productId)}
              errorsFor={props.errorsFor}
              onChange={(patch) => props.onChange(offer.key, patch)}
              onRemove={() => props.onRemove(offer.key)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-4 text-sm text-zinc-700">
          No garments yet: pick the first from the catalogue.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          className="w-full min-w-0 sm:w-auto sm:max-w-md sm:flex-1"
          labelProps={{ children: 'Add a garment from the catalogue' }}
          selectProps={{
            id: STORE_FIELD_IDS.offers,
            value: picked,
            disabled: full,
            onChange: (e) => setPicked(e.target.value),
            className: 'mt-1 block h-10 w-full',
          }}
          errors={props.errorsFor(STORE_FIELD_IDS.offers)}
        >
          <option value="">Choose a product…</option>
          {choosable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.brand ? `${p.title} (${p.brand})` : p.title}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="outline" size="field" disabled={!picked || full} onClick={add}>
          <Plus className="size-4" aria-hidden />
          Add garment
        </Button>
      </div>
    </div>
  );
}
